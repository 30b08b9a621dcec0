import { completedYears, isRealDate, type CalendarDate } from './calendar-date.ts';
import { isNewFormatPersonalCode, personalCodeDigits } from './personal-code.rule.ts';

/** Minimum age to register, in years (account-and-session.md §9). */
export const MINIMUM_AGE = 18;
/** How many years back the year select reaches (account-and-session.md §9). */
export const BIRTH_YEAR_RANGE = 100;

/** The day/month/year selects; null while a select has no choice. */
export interface BirthDateInput {
  readonly day: number | null;
  readonly month: number | null;
  readonly year: number | null;
}

/** Why a birth date is refused; each has its own message (account-and-session.md §5, §8 Other). */
export type BirthDateProblem = 'required' | 'invalid-date' | 'year-range' | 'underage' | 'not-match';

/** Years the year select offers, newest first: today's year − 18 down to today's year − 100. */
export function birthYearChoices(today: CalendarDate): readonly number[] {
  const newest = today.year - MINIMUM_AGE;
  return Array.from({ length: BIRTH_YEAR_RANGE - MINIMUM_AGE + 1 }, (_, index) => newest - index);
}

/** Whether someone born on `birth` is at least 18 years old on `today`. */
export const isAdultOn = (birth: CalendarDate, today: CalendarDate): boolean =>
  completedYears(birth, today) >= MINIMUM_AGE;

/**
 * Whether a birth date matches the date a personal code carries: day, month and the last two digits
 * of the year (not the century). Codes starting with 32 carry no date and always match; so does a
 * code that is not yet well formed (the personal-number field shows that problem).
 */
export function matchesPersonalCode(birth: CalendarDate, personalCode: string): boolean {
  const digits = personalCodeDigits(personalCode);
  if (digits === null || isNewFormatPersonalCode(personalCode)) return true;
  return (
    Number(digits.slice(0, 2)) === birth.day &&
    Number(digits.slice(2, 4)) === birth.month &&
    Number(digits.slice(4, 6)) === birth.year % 100
  );
}

/**
 * The first problem of the birth date selects, or null (account-and-session.md §5 birth date): all three
 * chosen; a real day (31/02 is `invalid-date`); a year the select offers; 18 or older on `today`;
 * the date of the personal code unless it starts with 32. A year older than the select offers is
 * `year-range`; a year too recent is `underage`.
 * @param today the current date (from ClockPort via `calendarDateOf`), passed in to keep the rule pure.
 */
export function birthDateProblem(
  input: BirthDateInput,
  personalCode: string,
  today: CalendarDate,
): BirthDateProblem | null {
  const { day, month, year } = input;
  if (day === null || month === null || year === null) return 'required';
  const birth = { day, month, year };
  if (!isRealDate(birth)) return 'invalid-date';
  if (year < today.year - BIRTH_YEAR_RANGE) return 'year-range';
  if (!isAdultOn(birth, today)) return 'underage';
  return matchesPersonalCode(birth, personalCode) ? null : 'not-match';
}
