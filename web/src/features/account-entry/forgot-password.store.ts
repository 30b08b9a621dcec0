import type { ForgotPasswordUseCase } from '@lv-casino/core/password/forgot-password.use-case.ts';
import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The forgot-password modal and its SMS variant (account-and-session.md §2, §4 Forgot password): one
 * field (e-mail or username); the button is disabled while the request runs; success shows the
 * message; a failure only re-enables the button (errors are silently ignored, as specified), except a
 * 429, which says how long to wait.
 */
export class ForgotPasswordStore {
  username = '';
  busy = false;
  errors: FormErrors = {};
  sentKey: string | null = null;
  /** Set when the server refused for coming too often: the seconds to wait (null when it did not say). */
  throttled: { readonly retryAfterSeconds: number | null } | null = null;

  readonly #useCase: ForgotPasswordUseCase;

  constructor(useCase: ForgotPasswordUseCase) {
    this.#useCase = useCase;
    makeAutoObservable(this, {}, { deep: false });
  }

  set(field: 'username', value: string): void {
    this[field] = value;
    this.errors = {};
  }

  /** @param sms the SMS variant (forgot-password-sms): a new password by text message. */
  async submit(sms: boolean): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.errors = {};
    this.throttled = null;
    const outcome = await this.#useCase.submit({ username: this.username, sms });
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'invalid') this.errors = outcome.errors;
      else if (outcome.kind === 'sent') this.sentKey = outcome.messageKey;
      else if (outcome.kind === 'throttled')
        this.throttled = { retryAfterSeconds: outcome.retryAfterSeconds };
    });
  }
}
