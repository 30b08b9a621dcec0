import { OTHER_OCCUPATION } from './registration-values.ts';
import { PERSONAL_CODE_MAX_LENGTH, personalCodeProblem } from './personal-code.rule.ts';

/**
 * Username format (designed; the specification names only "username format"): 4 to 20 characters of
 * Latin letters, digits, dot, underscore and hyphen, starting with a letter or a digit.
 */
export const USERNAME_FORMAT = /^[A-Za-z0-9][A-Za-z0-9._-]{3,19}$/;
/** Longest e-mail, in characters (account-and-session.md §9). */
export const EMAIL_MAX_LENGTH = 40;
/** One @, something on each side, a dot in the domain, no whitespace. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const WHITESPACE = /\s/;

export type UsernameProblem = 'required' | 'format';
export type PasswordProblem = 'required' | 'spaces' | 'format' | 'same-as-username';
export type EmailProblem = 'required' | 'spaces' | 'max-length' | 'format';
export type PersonNameProblem = 'required' | 'spaces';
export type PersonalNumberProblem = 'required' | 'max-length' | 'pattern' | 'check';

/** account-and-session.md §5 username: required and the username format. */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username === '') return 'required';
  return USERNAME_FORMAT.test(username) ? null : 'format';
}

/**
 * account-and-session.md §5 password: required, no spaces (any whitespace), the config's format, and not
 * the username.
 */
export function passwordProblem(password: string, username: string, format: RegExp): PasswordProblem | null {
  if (password === '') return 'required';
  if (WHITESPACE.test(password)) return 'spaces';
  format.lastIndex = 0; // a global or sticky format would otherwise resume where the last test stopped
  if (!format.test(password)) return 'format';
  return password === username ? 'same-as-username' : null;
}

/** account-and-session.md §5 email: required, no spaces, at most 40 characters, e-mail format. */
export function emailProblem(email: string): EmailProblem | null {
  if (email === '') return 'required';
  if (WHITESPACE.test(email)) return 'spaces';
  if (email.length > EMAIL_MAX_LENGTH) return 'max-length';
  return EMAIL_FORMAT.test(email) ? null : 'format';
}

/**
 * account-and-session.md §5 firstName, lastName: required; spaces only in the middle (none leading or
 * trailing; a name of spaces only is `required`).
 */
export function personNameProblem(name: string): PersonNameProblem | null {
  if (name.trim() === '') return 'required';
  return name.trim() === name ? null : 'spaces';
}

/**
 * account-and-session.md §5 personalNumber: required, at most 12 characters, the Latvian pattern
 * (DDMMYY-NNNNN, dash optional) and the Latvian number check (`personalCodeProblem`).
 */
export function personalNumberProblem(personalNumber: string): PersonalNumberProblem | null {
  if (personalNumber === '') return 'required';
  if (personalNumber.length > PERSONAL_CODE_MAX_LENGTH) return 'max-length';
  const problem = personalCodeProblem(personalNumber);
  if (problem === null) return null;
  return problem === 'pattern' ? 'pattern' : 'check';
}

/** Gender select (needed for the payload's MALE or FEMALE). */
export const genderProblem = (gender: string): 'required' | null =>
  gender === 'MALE' || gender === 'FEMALE' ? null : 'required';

/** account-and-session.md §5 userOccupation: required. */
export const occupationProblem = (occupation: string): 'required' | null =>
  occupation.trim() === '' ? 'required' : null;

/** account-and-session.md §5 userOccupationOther: required when the other occupation is chosen. */
export const occupationOtherProblem = (occupation: string, other: string): 'required' | null =>
  occupation === OTHER_OCCUPATION && other.trim() === '' ? 'required' : null;

/** The politically-exposed-person statement: required, the player answers it (null until they do). */
export const pepProblem = (pepDeclined: boolean | null | undefined): 'required' | null =>
  pepDeclined === null || pepDeclined === undefined ? 'required' : null;
