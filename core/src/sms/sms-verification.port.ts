import type { ApiFailure } from '../errors/api-failure.ts';
import type { SessionTokens } from '../session/user.ts';
import type { Result } from '../shared/result.ts';

/** A code the player received by SMS, for the account it was sent to. */
export interface SmsCode {
  readonly username: string;
  /** The digits of the SMS, as typed. */
  readonly code: string;
}

/**
 * The answer of the SMS account activation: the tokens, and the server's flag saying whether the
 * client may log in with them. The flag is kept exactly as sent (a string, or null when absent):
 * only the string "true" allows it (account-and-session.md §7).
 */
export interface SmsActivation {
  readonly tokens: SessionTokens | null;
  readonly loginFlag: unknown;
}

/** SMS (3D) verification calls (account-and-session.md §7 customers/smsVerification/*). */
export interface SmsVerificationPort {
  /** POST customers/smsVerification/authenticate: logs in with an SMS code; answers tokens. */
  authenticate(code: SmsCode): Promise<Result<SessionTokens, ApiFailure>>;
  /** POST customers/smsVerification/account/activate: activates the account with an SMS code. */
  activateAccount(code: SmsCode): Promise<Result<SmsActivation, ApiFailure>>;
  /** POST customers/smsVerification/forgotPassword: sends a new password by SMS; `username` or e-mail. */
  forgotPassword(username: string): Promise<Result<void, ApiFailure>>;
}
export const SmsVerificationPort = Symbol('SmsVerificationPort');
