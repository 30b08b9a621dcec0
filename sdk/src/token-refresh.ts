import { readErrorCode } from './error-code.reader.ts';
import { clientErrorCodes } from './client-error-codes.ts';
import { refreshTokenPath, type RefreshingFetchOptions } from './refresh-options.ts';
import type { RefreshSession } from './session-refresh.ts';

/** What a refresh gave the call that failed with 96 or 97. */
export type RefreshOutcome =
  | { readonly kind: 'refreshed'; readonly accessToken: string }
  | {
      readonly kind: 'failed';
      /** HTTP status and errorCode of the refused refresh (98: the tokens are cleared). */
      readonly status: number;
      readonly errorCode: number;
      readonly response: () => Response;
    }
  | { readonly kind: 'no-session' };

/**
 * Refreshes the session once for every call that failed with an expired or invalid token since the
 * last refresh (concurrent failures share one); `sentToken` is the access token the call carried.
 */
export type RefreshOnce = (sentToken: string, failedUrl: string) => Promise<RefreshOutcome>;

function isTokenPair(value: unknown): value is { accessToken: string; refreshToken: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Readonly<Record<string, unknown>>;
  return typeof record.accessToken === 'string' && typeof record.refreshToken === 'string';
}

/**
 * The token refresh of `createRefreshingFetch` (POST token/refresh; 98 ends the session, unless the
 * token source knows the pair another holder of the session refreshed to meanwhile).
 */
export function createTokenRefresh(options: RefreshingFetchOptions): RefreshOnce {
  const { tokens, fetch: send } = options;
  let inFlight: Promise<RefreshOutcome> | undefined;

  async function refresh(refreshToken: string, failedUrl: string): Promise<RefreshOutcome> {
    const response = await send(
      new Request(new URL(`${options.baseUrl}${refreshTokenPath}`, failedUrl), {
        method: 'POST',
        headers: { ...options.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }),
    );
    if (response.ok) {
      const pair: unknown = await response.json();
      if (!isTokenPair(pair)) throw new Error('Token refresh answered without a token pair');
      tokens.write({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return { kind: 'refreshed', accessToken: pair.accessToken };
    }
    const body = await response.text();
    const errorCode = readErrorCode(body);
    if (errorCode === clientErrorCodes.REFRESH_FAILED) {
      // Refused because another tab of this session rotated the pair first: carry on with its pair.
      const rotated = (await tokens.rotatedElsewhere?.(refreshToken)) ?? null;
      if (rotated !== null) return { kind: 'refreshed', accessToken: rotated.accessToken };
      tokens.clear();
      options.onSessionExpired();
    }
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    return { kind: 'failed', status: response.status, errorCode, response: () => new Response(body, init) };
  }

  function refreshOnce(sentToken: string, failedUrl: string): Promise<RefreshOutcome> {
    if (inFlight !== undefined) return inFlight;
    const current = tokens.read();
    if (current === null) return Promise.resolve({ kind: 'no-session' });
    // Another call has refreshed since this one was sent: retry with that token, no new refresh.
    if (current.accessToken !== sentToken) {
      return Promise.resolve({ kind: 'refreshed', accessToken: current.accessToken });
    }
    inFlight = refresh(current.refreshToken, failedUrl).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return refreshOnce;
}

/** The page's URL, against which a relative `baseUrl` resolves; the base URL itself elsewhere. */
const resolveBase = (baseUrl: string): string =>
  (globalThis as { readonly location?: { readonly href: string } }).location?.href ?? baseUrl;

/**
 * `RefreshSession` over the client's single-flight refresh: the realtime channel's refresh, in the
 * same chunk as the refresh it runs.
 */
export function createRefreshSession(refreshOnce: RefreshOnce, baseUrl: string): RefreshSession {
  return async (refusedAccessToken) => {
    const outcome = await refreshOnce(refusedAccessToken, resolveBase(baseUrl));
    if (outcome.kind !== 'failed') return outcome;
    if (outcome.errorCode === clientErrorCodes.REFRESH_FAILED) return { kind: 'ended' };
    if (outcome.status >= 500) return { kind: 'unavailable', status: outcome.status };
    return { kind: 'refused', status: outcome.status, errorCode: outcome.errorCode };
  };
}
