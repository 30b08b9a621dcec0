import type { AccountPort } from '../account/account.port.ts';
import { retryAfterOf, TOO_MANY_REQUESTS_STATUS } from '../errors/describe-failure.rule.ts';
import type { SmsVerificationPort } from '../sms/sms-verification.port.ts';
import { formErrors, type FormErrors } from '../session/form-errors.ts';
import { forgotPasswordSchema } from './forgot-password.schema.ts';

/** Message ids of the success message, by variant (designed). */
export const FORGOT_PASSWORD_SENT_KEYS = {
  email: 'forgotPassword.success',
  sms: 'forgotPassword.sms.success',
} as const;

/**
 * The form's state: `sending` disables the continue button; `sent` shows the success message.
 * A failed request goes back to `idle` (account-and-session.md §4: errors are silently ignored),
 * except a 429, which says how long to wait (`throttled`).
 */
export type ForgotPasswordState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly messageKey: string }
  /**
   * Refused for coming too often (429): the login asked for 3 resets in 10 minutes, or the address
   * called too often. Not an error to ignore: the player would wait for a mail that does not come.
   * `retryAfterSeconds` from Retry-After, null when the server gave none.
   */
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number | null };

export type ForgotPasswordOutcome =
  | ForgotPasswordState
  | { readonly kind: 'invalid'; readonly errors: FormErrors }
  /** A request is already running; this submit was ignored (the button is disabled). */
  | { readonly kind: 'busy' };

export interface ForgotPasswordInput {
  /** The e-mail or the username, as typed (trimmed before sending). */
  readonly username: string;
  /** GeneralConfig.forgotPasswordSmsVerificationEnabled: the SMS variant of the modal. */
  readonly sms: boolean;
}

/**
 * Forgot password (account-and-session.md §4 Forgot password), store-agnostic: `state` and
 * `subscribe` drive the button; `submit` answers the state it ends in.
 */
export class ForgotPasswordUseCase {
  readonly #account: AccountPort;
  readonly #sms: SmsVerificationPort;
  readonly #listeners = new Set<(state: ForgotPasswordState) => void>();
  #state: ForgotPasswordState = { kind: 'idle' };

  constructor(account: AccountPort, sms: SmsVerificationPort) {
    this.#account = account;
    this.#sms = sms;
  }

  get state(): ForgotPasswordState {
    return this.#state;
  }

  subscribe(listener: (state: ForgotPasswordState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async submit(input: ForgotPasswordInput): Promise<ForgotPasswordOutcome> {
    if (this.#state.kind === 'sending') return { kind: 'busy' };
    const errors = formErrors(forgotPasswordSchema, { username: input.username });
    if (errors !== null) return { kind: 'invalid', errors };

    this.#set({ kind: 'sending' });
    const username = input.username.trim();
    const result = input.sms
      ? await this.#sms.forgotPassword(username)
      : await this.#account.forgotPassword(username);
    if (result.ok) {
      const messageKey = input.sms ? FORGOT_PASSWORD_SENT_KEYS.sms : FORGOT_PASSWORD_SENT_KEYS.email;
      this.#set({ kind: 'sent', messageKey });
    } else if (result.error.kind === 'api' && result.error.httpStatus === TOO_MANY_REQUESTS_STATUS) {
      this.#set({ kind: 'throttled', retryAfterSeconds: retryAfterOf(result.error) });
    } else {
      this.#set({ kind: 'idle' });
    }
    return this.#state;
  }

  #set(state: ForgotPasswordState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
