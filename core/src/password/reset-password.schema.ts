import { object, string } from 'yup';
import { passwordProblem } from '../registration/registration-field.rules.ts';

const camel = (rule: string): string =>
  rule.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Message id of a reset-password error: `resetPassword.error.<field>.<rule>`, rule in lowerCamelCase. */
export const resetPasswordErrorKey = (field: 'password' | 'rePassword' | 'key', rule: string): string =>
  `resetPassword.error.${field}.${camel(rule)}`;

export interface ResetPasswordValues {
  /** From the link (query username). */
  readonly username: string;
  /** From the link (query key). */
  readonly key: string;
  readonly password: string;
  readonly rePassword: string;
}

/**
 * The reset-password form (account-and-session.md §5 password rules, as at registration): required,
 * no spaces, the configured format, not the username; the repeat must match. A link without its
 * username or key is reported on `key` (the form cannot be sent).
 * @param passwordFormat the compiled registrationPasswordFormat (see registrationSettingsFrom).
 */
export const createResetPasswordSchema = (passwordFormat: RegExp) =>
  object({
    username: string().default(''),
    key: string()
      .default('')
      .test('link', resetPasswordErrorKey('key', 'missing'), (value, context) => {
        const { username } = context.parent as ResetPasswordValues;
        return value.trim() !== '' && username.trim() !== '';
      }),
    password: string()
      .default('')
      .test('password', 'invalid', (value, context) => {
        const { username } = context.parent as ResetPasswordValues;
        const problem = passwordProblem(value, username, passwordFormat);
        return problem === null
          ? true
          : context.createError({ message: resetPasswordErrorKey('password', problem) });
      }),
    rePassword: string()
      .default('')
      .test('rePassword', 'invalid', (value, context) => {
        const { password } = context.parent as ResetPasswordValues;
        if (value === '')
          return context.createError({ message: resetPasswordErrorKey('rePassword', 'required') });
        return value === password
          ? true
          : context.createError({ message: resetPasswordErrorKey('rePassword', 'mismatch') });
      }),
  });
