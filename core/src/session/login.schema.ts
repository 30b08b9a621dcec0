import { object, string } from 'yup';

/** Message ids of the login form's errors (account-and-session.md §5 login). */
export const LOGIN_ERROR_KEYS = {
  usernameRequired: 'login.error.username.required',
  passwordRequired: 'login.error.password.required',
} as const;

/**
 * The longest username and password the contract's LoginRequest takes (maxLength): the form stops
 * there, so a pasted over-long value never reaches the server as a malformed request.
 */
export const LOGIN_MAX_LENGTH = { username: 100, password: 128 } as const;

/**
 * The username-and-password login form (account-and-session.md §5: username and password required).
 * A value of spaces only counts as missing; the password is otherwise sent exactly as typed.
 */
export const loginSchema = object({
  username: string()
    .default('')
    .test('required', LOGIN_ERROR_KEYS.usernameRequired, (value) => value.trim() !== ''),
  password: string()
    .default('')
    .test('required', LOGIN_ERROR_KEYS.passwordRequired, (value) => value.trim() !== ''),
});
