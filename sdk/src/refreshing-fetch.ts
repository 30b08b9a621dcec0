import { readErrorCode } from './error-code.reader.ts';
import { clientErrorCodes } from './client-error-codes.ts';
import type { FetchFunction, RefreshingFetchOptions } from './refresh-options.ts';
import type { RefreshOnce, RefreshOutcome } from './token-refresh.ts';

export { refreshTokenPath, type FetchFunction, type RefreshingFetchOptions } from './refresh-options.ts';

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') === true ? header.slice('Bearer '.length) : undefined;
}

/** The errorCode of a failed response without consuming its body; undefined for a 2xx. */
async function peekErrorCode(response: Response): Promise<number | undefined> {
  if (response.ok) return undefined;
  return readErrorCode(await response.clone().text());
}

/**
 * The single-flight token refresh of the client (see `createTokenRefresh`), loaded as a chunk of its
 * own by the first call that needs it (an expired token): a visitor's calls never do. The refreshing
 * fetch and `CustomerFacingClient.refreshSession` share one, so they share its single flight.
 */
export function createLazyTokenRefresh(options: RefreshingFetchOptions): RefreshOnce {
  let refresher: Promise<RefreshOnce> | undefined;
  return async (sentToken, failedUrl): Promise<RefreshOutcome> => {
    refresher ??= import('./token-refresh.ts').then(({ createTokenRefresh }) => createTokenRefresh(options));
    return (await refresher)(sentToken, failedUrl);
  };
}

/**
 * Wraps a transport with the token refresh of the contract. When a call that carried a bearer token
 * fails with errorCode 96 (expired) or 97 (invalid), it refreshes once (POST token/refresh; concurrent
 * failures share one refresh) and retries the call once with the new token, using a clone of the
 * request taken before the first send. What the caller then receives:
 * - the retry's response, whatever it is (no second refresh);
 * - when the refresh fails, the refresh's error response (errorCode 98: the tokens are cleared and
 *   `onSessionExpired` runs once per refresh);
 * - when no tokens are left to refresh with, the original 96/97 response.
 * A refresh that cannot reach the server rejects every waiting call with the transport's error.
 */
export function createRefreshingFetch(
  options: RefreshingFetchOptions,
  refreshOnce: RefreshOnce = createLazyTokenRefresh(options),
): FetchFunction {
  const { fetch: send } = options;

  async function deliver(response: Response): Promise<Response> {
    if (response.status === 401 && (await peekErrorCode(response)) === clientErrorCodes.UNAUTHORIZED) {
      options.onUnauthorised();
    }
    return response;
  }

  return async function refreshingFetch(request: Request): Promise<Response> {
    const sentToken = bearerOf(request);
    if (sentToken === undefined) return deliver(await send(request));
    const spare = request.clone();
    const response = await send(request);
    const code = await peekErrorCode(response);
    if (code !== clientErrorCodes.ACCESS_TOKEN_EXPIRED && code !== clientErrorCodes.ACCESS_TOKEN_INVALID) {
      return deliver(response);
    }
    const outcome = await refreshOnce(sentToken, request.url);
    if (outcome.kind === 'no-session') return deliver(response);
    if (outcome.kind === 'failed') return deliver(outcome.response());
    spare.headers.set('Authorization', `Bearer ${outcome.accessToken}`);
    return deliver(await send(spare));
  };
}
