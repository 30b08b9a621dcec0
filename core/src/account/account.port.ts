import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';

/** The activation link's query (account-and-session.md §2: modal activate-account). */
export interface ActivationKey {
  readonly username: string;
  readonly activationKey: string;
}

/** The reset-password link's query plus the new password (account-and-session.md §2: reset-password). */
export interface PasswordReset {
  readonly username: string;
  readonly key: string;
  readonly password: string;
}

/**
 * Account calls around the session (account-and-session.md §7 Registration and account). A failure
 * carries the server's errorCode; success of activate and resetPassword is errorCode 0 on the wire.
 */
export interface AccountPort {
  /** POST customers/acceptTermsAndConditions (private, no body). */
  acceptTermsAndConditions(): Promise<Result<void, ApiFailure>>;
  /** POST customers/activate?username&activationKey (public): activation by the e-mailed link. */
  activate(key: ActivationKey): Promise<Result<void, ApiFailure>>;
  /** POST customers/forgotPassword?username (public): `username` is the username or the e-mail. */
  forgotPassword(username: string): Promise<Result<void, ApiFailure>>;
  /** Sets a new password with the key of the reset link (public). */
  resetPassword(reset: PasswordReset): Promise<Result<void, ApiFailure>>;
  /** POST customers/update with the new language (private): the stored profile's language. */
  updateLanguage(lang: Language): Promise<Result<void, ApiFailure>>;
}
export const AccountPort = Symbol('AccountPort');
