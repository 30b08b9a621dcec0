import { object, string } from 'yup';

/** Message id of an empty forgot-password field. */
export const FORGOT_PASSWORD_REQUIRED_KEY = 'forgotPassword.error.username.required';

/** The forgot-password form: one field, the e-mail or the username, required (account-and-session.md §5). */
export const forgotPasswordSchema = object({
  username: string()
    .default('')
    .test('required', FORGOT_PASSWORD_REQUIRED_KEY, (value) => value.trim() !== ''),
});
