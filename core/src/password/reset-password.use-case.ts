import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { AccountPort } from '../account/account.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import { formErrors, type FormErrors } from '../session/form-errors.ts';
import { createResetPasswordSchema, type ResetPasswordValues } from './reset-password.schema.ts';

/** Message id of the success message (designed). */
export const RESET_PASSWORD_SUCCESS_KEY = 'resetPassword.success';

export type ResetPasswordOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors }
  /** The password is set: the success message, then the login modal. */
  | { readonly kind: 'reset'; readonly messageKey: string; readonly next: NavigationIntent }
  /** The catalogue's entry, e.g. 5 key expired, 8/12 invalid key, 48 key already used. */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Reset password (account-and-session.md §2: opened with username and key): the new password is
 * checked by the password rules, then sent with the link's username and key.
 */
export class ResetPasswordUseCase {
  readonly #account: AccountPort;
  readonly #errors: ErrorCatalogue;

  constructor(account: AccountPort, errors: ErrorCatalogue) {
    this.#account = account;
    this.#errors = errors;
  }

  /** @param passwordFormat the compiled registrationPasswordFormat. */
  async execute(values: ResetPasswordValues, passwordFormat: RegExp): Promise<ResetPasswordOutcome> {
    const errors = formErrors(createResetPasswordSchema(passwordFormat), values);
    if (errors !== null) return { kind: 'invalid', errors };
    const result = await this.#account.resetPassword({
      username: values.username.trim(),
      key: values.key.trim(),
      password: values.password,
    });
    if (!result.ok) return { kind: 'failed', error: describeFailure(result.error, this.#errors) };
    return {
      kind: 'reset',
      messageKey: RESET_PASSWORD_SUCCESS_KEY,
      next: { kind: 'open-modal', modal: 'login' },
    };
  }
}
