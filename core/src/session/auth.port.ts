import type { ApiFailure } from '../errors/api-failure.ts';
import type { SessionTokens } from '../session/user.ts';
import type { Result } from '../shared/result.ts';

export interface Credentials {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
  /** True when any credential field was pasted. */
  readonly credentialCheck: boolean;
}

export interface AuthPort {
  login(credentials: Credentials): Promise<Result<SessionTokens, ApiFailure>>;
  /** Ends the server session of the current tokens. */
  logout(): Promise<Result<void, ApiFailure>>;
}
export const AuthPort = Symbol('AuthPort');
