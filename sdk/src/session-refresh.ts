/** What `CustomerFacingClient.refreshSession` gives a caller whose access token was refused. */
export type SessionRefreshResult =
  /** The tokens are refreshed (or had been, by another call): use `accessToken`. */
  | { readonly kind: 'refreshed'; readonly accessToken: string }
  /** The refresh failed with errorCode 98: the tokens are cleared and `onSessionExpired` has run. */
  | { readonly kind: 'ended' }
  /** The server refused the refresh with another 4xx errorCode; the tokens are kept. */
  | { readonly kind: 'refused'; readonly status: number; readonly errorCode: number }
  /** The server could not refresh now (a 5xx); try again later. */
  | { readonly kind: 'unavailable'; readonly status: number }
  /** No tokens are stored: nobody is logged in. */
  | { readonly kind: 'no-session' };

/**
 * Refreshes the session for a caller outside the HTTP client (the realtime channel, whose CONNECT was
 * refused with 96 or 97), in the client's single flight: `refusedAccessToken` is the token the caller
 * sent. Rejects when the server cannot be reached.
 */
export type RefreshSession = (refusedAccessToken: string) => Promise<SessionRefreshResult>;
