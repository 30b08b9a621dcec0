import { completedYears, isRealDate, type CalendarDate } from './calendar-date.ts';
import { birthDateFromPersonalCode } from './personal-code.rule.ts';

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
 * Whether a birth date matches the date a personal code carries: day, month and year, the century
 * read from the code's seventh digit (0 → 1800s, 1 → 1900s, 2 → 2000s), as the server checks it, so
 * `180565-05610` (born 1865) does not match 18 May 1965. Codes of the new format (3[2-9]…) carry no date and
 * always match; so does a code that is not yet well formed or carries no real date (the
 * personal-number field shows that problem).
 */
export function matchesPersonalCode(birth: CalendarDate, personalCode: string): boolean {
  const encoded = birthDateFromPersonalCode(personalCode);
  if (encoded === null) return true;
  return encoded.day === birth.day && encoded.month === birth.month && encoded.year === birth.year;
}

/**
 * The first problem of the birth date selects, or null (account-and-session.md §5 birth date): all three
 * chosen; a real day (31/02 is `invalid-date`); a year the select offers; 18 or older on `today`;
 * the date of the personal code unless it is of the new format (3[2-9]…). A year older than the select offers is
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
