import type { ApiFailure } from '../errors/api-failure.ts';
import type { SessionTokens } from '../session/user.ts';
import type { Result } from '../shared/result.ts';

/**
 * One answer of the authenticate poll: still waiting for the player to confirm in the Smart-ID app,
 * or confirmed with the session's tokens. A refusal or a timeout on the Smart-ID side is a failure.
 */
export type SmartIdAuthentication =
  { readonly status: 'pending' } | { readonly status: 'authenticated'; readonly tokens: SessionTokens };

/** Smart-ID login (account-and-session.md §7: smartId/generateVerificationCode/{id}, smartId/authenticate/{id}). */
export interface SmartIdPort {
  /**
   * Starts a Smart-ID session for the personal number (`{id}` of the path); answers the verification
   * code the player compares with the one in the Smart-ID app.
   */
  generateVerificationCode(
    personalNumber: string,
  ): Promise<Result<{ readonly verificationCode: string }, ApiFailure>>;
  /** Asks whether the player has confirmed the session started for the personal number. */
  authenticate(personalNumber: string): Promise<Result<SmartIdAuthentication, ApiFailure>>;
}
export const SmartIdPort = Symbol('SmartIdPort');
