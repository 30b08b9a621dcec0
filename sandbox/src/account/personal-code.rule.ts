/**
 * Latvian personal codes (personas kods): old codes DDMMYY-CNNNX encode the birth date (C: century, 0 →
 * 1800s, 1 → 1900s, 2 → 2000s) and end with a check digit; codes issued since 2017 start with 3 and a second digit from 2 to 9 (32 at first) and
 * encode nothing (account-and-session.md §5 personalNumber).
 */

const weights = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;

/** The 11 digits of a code written with or without the dash; null when it is not 6 + 5 digits. */
export function digitsOf(code: string): string | null {
  const match = /^(\d{6})-?(\d{5})$/.exec(code.trim());
  return match === null ? null : `${match[1] ?? ''}${match[2] ?? ''}`;
}

/** The code in its written form, a dash after the sixth digit: 150885-10234. */
export function formatPersonalCode(code: string): string | null {
  const digits = digitsOf(code);
  return digits === null ? null : `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

/**
 * The check digit of the first ten digits of an old code: ((1101 − Σ dᵢ·wᵢ) mod 11) mod 10, a remainder
 * of 10 giving 0 as the public validators do (the sources: core's personal-code.rule.test.ts).
 */
export function checkDigitOf(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (weights[i] ?? 0) * Number(firstTen[i]);
  return ((1101 - sum) % 11) % 10;
}

/**
 * A code of the format issued since 1 July 2017, without a birth date: 3 and a second digit from 2 to 9
 * (PMLP; the first ones all started with 32). No legacy code starts so: its first two digits are a day.
 */
const isNewFormat = (digits: string): boolean => /^3[2-9]/.test(digits);

/** The birth date (YYYY-MM-DD) an old code encodes; null for new (3[2-9]…) or impossible codes. */
export function birthDateOf(code: string): string | null {
  const digits = digitsOf(code);
  if (digits === null || isNewFormat(digits)) return null;
  const century = { '0': 1800, '1': 1900, '2': 2000 }[digits[6] ?? ''];
  if (century === undefined) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = century + Number(digits.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** True for a new code (3[2-9]…) and for an old code with a real date and a matching check digit. */
export function isValidPersonalCode(code: string): boolean {
  const digits = digitsOf(code);
  if (digits === null) return false;
  if (isNewFormat(digits)) return true;
  if (birthDateOf(digits) === null) return false;
  return checkDigitOf(digits.slice(0, 10)) === Number(digits[10]);
}

/** An old code for a birth date (YYYY-MM-DD) and a serial (0–999), with its check digit. */
export function personalCodeFor(dateOfBirth: string, serial: number): string | null {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  const century = Number(year.slice(0, 2)) - 18;
  const firstTen = `${day}${month}${year.slice(2)}${century}${String(serial).padStart(3, '0')}`;
  return formatPersonalCode(`${firstTen}${String(checkDigitOf(firstTen))}`);
}
