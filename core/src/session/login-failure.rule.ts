import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';

/** Message key of the hint under a failed login when passwords can be reset by SMS. */
export const FORGOT_PASSWORD_SMS_HINT_KEY = 'login.error.forgotPasswordSmsHint';

/** A hint shown with a login error: its message and the link it offers. */
export interface LoginHint {
  readonly messageKey: string;
  readonly next: NavigationIntent;
}

export interface LoginFailed {
  readonly kind: 'failed';
  /** The catalogue entry of the error, shown in the login form's error list. */
  readonly error: ErrorDescriptor;
  /**
   * Seconds until a login may be tried again (a 429: too many failed logins for the username, or too
   * many logins from the address); null when the server set no wait.
   */
  readonly retryAfterSeconds: number | null;
  /** The SMS forgot-password hint when forgotPasswordSmsVerificationEnabled, else null. */
  readonly hint: LoginHint | null;
  /** The forgot-password modal for code 58 (its SMS variant when the flag is on), else stay. */
  readonly next: NavigationIntent;
  /** LOGIN_FAILED with the error code. */
  readonly events: readonly DomainEvent[];
}

/** The forgot-password modal the configuration selects (account-and-session.md §2, §8 code 58). */
export const forgotPasswordModal = (smsEnabled: boolean): NavigationIntent => ({
  kind: 'open-modal',
  modal: smsEnabled ? 'forgot-password-sms' : 'forgot-password',
});

/**
 * A failed login of any kind (account-and-session.md §4 Login): the error for the form's list, the
 * wait a throttled login must keep, the SMS hint when SMS forgot-password is enabled, the forgot-password modal when the catalogue says so
 * (58), and a LOGIN_FAILED event.
 */
export const loginFailed = (
  error: ErrorDescriptor,
  smsForgotPasswordEnabled: boolean,
  retryAfterSeconds: number | null = null,
): LoginFailed => ({
  kind: 'failed',
  error,
  retryAfterSeconds,
  hint: smsForgotPasswordEnabled
    ? { messageKey: FORGOT_PASSWORD_SMS_HINT_KEY, next: forgotPasswordModal(true) }
    : null,
  next:
    error.clientAction === 'open-forgot-password'
      ? forgotPasswordModal(smsForgotPasswordEnabled)
      : { kind: 'stay' },
  events: [{ kind: 'LOGIN_FAILED', errorCode: error.code }],
});

/**
 * The message the login form's error list shows (account-and-session.md §4 Login): the form's own
 * error when there is one, otherwise the global message of a realtime notification that ended the
 * session (e.g. notifications.sessionEndByOperator), otherwise nothing.
 */
export const loginFormMessage = (
  localErrorKey: string | null,
  globalNoticeKey: string | null,
): string | null => localErrorKey ?? globalNoticeKey;
