/** A day of the Gregorian calendar; month 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MS_PER_MINUTE = 60_000;

/** Days in a month of a year (1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether integers day/month/year name a day that exists (31/02 does not). */
export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isSafeInteger(year) &&
  Number.isSafeInteger(month) &&
  Number.isSafeInteger(day) &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/**
 * The wall-clock date of a moment.
 * @param epochMs milliseconds since 1970-01-01T00:00:00Z (from ClockPort.now()).
 * @param utcOffsetMinutes offset east of UTC in minutes (Riga: 120 in winter, 180 in summer).
 */
export function calendarDateOf(epochMs: number, utcOffsetMinutes: number): CalendarDate {
  const local = new Date(epochMs + utcOffsetMinutes * MS_PER_MINUTE);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** `YYYY-MM-DD`, as the registration payload's dateOfBirth (account-and-session.md §3). */
export const toIsoDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Completed years between a birth date and a day; a 29 February birthday counts from 1 March. */
export function completedYears(birth: CalendarDate, on: CalendarDate): number {
  const hadBirthday = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthday ? 0 : 1);
}
