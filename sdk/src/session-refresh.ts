import { clientErrorCodes } from './client-error-codes.ts';
import type { RefreshOnce } from './token-refresh.ts';

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

/** The page's URL, against which a relative `baseUrl` resolves; the base URL itself elsewhere. */
const resolveBase = (baseUrl: string): string =>
  (globalThis as { readonly location?: { readonly href: string } }).location?.href ?? baseUrl;

/** `RefreshSession` over the client's single-flight refresh. */
export function createRefreshSession(refreshOnce: RefreshOnce, baseUrl: string): RefreshSession {
  return async (refusedAccessToken) => {
    const outcome = await refreshOnce(refusedAccessToken, resolveBase(baseUrl));
    if (outcome.kind !== 'failed') return outcome;
    if (outcome.errorCode === clientErrorCodes.REFRESH_FAILED) return { kind: 'ended' };
    if (outcome.status >= 500) return { kind: 'unavailable', status: outcome.status };
    return { kind: 'refused', status: outcome.status, errorCode: outcome.errorCode };
  };
}
