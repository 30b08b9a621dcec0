/** The tokens of a session (TokenPair of the contract). Never put them in URLs or logs. */
export interface SessionTokens {
  /** Bearer token of private calls and of the realtime CONNECT frame. */
  readonly accessToken: string;
  /** Token that obtains a new pair from POST /api/v2/customerfacing/token/refresh. */
  readonly refreshToken: string;
}

/**
 * Where the client reads and keeps the session's tokens (the web app backs it with session storage).
 * The client reads it on every private call, writes the new pair after a refresh, and clears it when
 * the refresh fails with errorCode 98. Calls are synchronous and must not throw.
 */
export interface TokenSource {
  /** The current tokens, or null when no one is logged in. */
  read(): SessionTokens | null;
  /** Replaces the tokens (after login or a refresh). */
  write(tokens: SessionTokens): void;
  /** Forgets the tokens (the session has ended). */
  clear(): void;
  /**
   * Optional, for a session shared by several holders (browser tabs opened from one another): the
   * pair another holder obtained by refreshing with `refreshToken`, already stored here, or null when
   * none did (the source may wait a moment for an answer). The client asks it when its own refresh
   * with `refreshToken` is refused with errorCode 98, and retries with that pair instead of ending
   * the session.
   */
  rotatedElsewhere?(refreshToken: string): Promise<SessionTokens | null>;
}
