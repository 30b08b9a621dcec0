import type { CalendarDate } from './calendar-date.ts';
import { isRealDate } from './calendar-date.ts';
import { insertSeparators } from './numeric-entry.rule.ts';

/** Longest personal code as typed: 11 digits and the dash after the sixth (account-and-session.md §9). */
export const PERSONAL_CODE_MAX_LENGTH = 12;
const DIGITS = 11;
const DASH_AFTER = 6;
/**
 * Codes issued since 1 July 2017 carry no birth date: they start with 32 (account-and-session.md §5),
 * and now with 3 and a second digit from 2 to 9 (the Office of Citizenship and Migration Affairs, PMLP),
 * which no legacy code can (its first two digits are a day, 01 to 31).
 */
const NEW_FORMAT = /^3[2-9]/;
/** Weights of the first ten digits of a legacy code (see `personalCodeCheckDigit`). */
const WEIGHTS = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Century digit C of a legacy code → first year of the century. */
const CENTURY_START: Readonly<Record<string, number>> = { '0': 1800, '1': 1900, '2': 2000 };

/** What is wrong with a personal code: the pattern, the encoded date or the check digit. */
export type PersonalCodeProblem = 'pattern' | 'date' | 'check-digit';

/** The 11 digits of a code typed with or without the dash; null when it does not have that shape. */
export function personalCodeDigits(code: string): string | null {
  return /^\d{6}-?\d{5}$/.test(code) ? code.replace('-', '') : null;
}

/** Whether a well-formed code is of the 2017 format (3 and a second digit from 2 to 9, no birth date). */
export const isNewFormatPersonalCode = (code: string): boolean =>
  NEW_FORMAT.test(personalCodeDigits(code) ?? '');

/**
 * Check digit of a legacy code from its first ten digits: K = ((1101 − Σ dᵢ·wᵢ) mod 11) mod 10 with the
 * weights 1, 6, 3, 7, 9, 10, 5, 8, 4, 2, so a remainder of 10 gives the check digit 0 (as
 * python-stdnum's `lv.pvn` does; no official text gives the algorithm, see the test for the sources).
 * @param firstTen exactly ten digits.
 */
export function personalCodeCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new RangeError(`Expected ten digits, got ${firstTen}`);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstTen[index]), 0);
  return ((1101 - sum) % 11) % 10;
}

function legacyBirthDate(digits: string): CalendarDate | null {
  const centuryStart = CENTURY_START[digits.charAt(6)];
  if (centuryStart === undefined) return null;
  const date = {
    day: Number(digits.slice(0, 2)),
    month: Number(digits.slice(2, 4)),
    year: centuryStart + Number(digits.slice(4, 6)),
  };
  return isRealDate(date) ? date : null;
}

/**
 * The first problem of a Latvian personal code, or null when it is valid (account-and-session.md §5).
 * Legacy codes DDMMYY-CNNNK: a real date DDMMYY in the century of C (0 → 1800s, 1 → 1900s, 2 → 2000s)
 * and the check digit K of `personalCodeCheckDigit`. Codes of the new format (3[2-9]…): format only, because the
 * Office of Citizenship and Migration Affairs describes every digit after 32 as randomly generated.
 */
export function personalCodeProblem(code: string): PersonalCodeProblem | null {
  const digits = personalCodeDigits(code);
  if (digits === null) return 'pattern';
  if (NEW_FORMAT.test(digits)) return null;
  if (legacyBirthDate(digits) === null) return 'date';
  return personalCodeCheckDigit(digits.slice(0, 10)) === Number(digits.charAt(10)) ? null : 'check-digit';
}

export const isValidPersonalCode = (code: string): boolean => personalCodeProblem(code) === null;

/** The birth date a legacy code carries; null for a 32-code and for a code that is not well formed. */
export function birthDateFromPersonalCode(code: string): CalendarDate | null {
  const digits = personalCodeDigits(code);
  if (digits === null || NEW_FORMAT.test(digits)) return null;
  return legacyBirthDate(digits);
}

/**
 * The personal-code input as the player types: everything but digits dropped, at most 11 digits, and a
 * dash inserted once a seventh digit follows the sixth (so deleting the dash deletes back into the
 * date instead of trapping the caret), e.g. `1204901` → `120490-1`; at most 12 characters.
 */
export function formatPersonalCodeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, DIGITS);
  return insertSeparators(digits, [DASH_AFTER], '-');
}
