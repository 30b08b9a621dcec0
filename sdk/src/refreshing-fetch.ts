import { readErrorCode } from './api-error.ts';
import { clientErrorCodes } from './client-error-codes.ts';
import type { TokenSource } from './token-source.ts';

/** The transport openapi-fetch calls: one Request in, one Response out. */
export type FetchFunction = (request: Request) => Promise<Response>;

/** Options of `createRefreshingFetch`. */
export interface RefreshingFetchOptions {
  /**
   * Origin and optional path prefix of the API, e.g. `http://127.0.0.1:4000`; relative values (`''`
   * for the page's origin) are resolved against the URL of the failed request.
   */
  readonly baseUrl: string;
  /** Headers the refresh call carries: X-Client-Code and X-Label-Entry-Point. */
  readonly headers: Readonly<Record<string, string>>;
  readonly tokens: TokenSource;
  /** The real transport (`globalThis.fetch`, or a fake in tests). */
  readonly fetch: FetchFunction;
  /** Called once per failed refresh whose errorCode is 98, after `tokens.clear()`. */
  readonly onSessionExpired: () => void;
  /** Called for every response the caller receives whose errorCode is 3 (Unauthorized). */
  readonly onUnauthorised: () => void;
}

/** Path of the refresh operation (refreshToken in the contract). */
export const refreshTokenPath = '/api/v2/customerfacing/token/refresh';

type RefreshOutcome =
  | { readonly kind: 'refreshed'; readonly accessToken: string }
  | { readonly kind: 'failed'; readonly response: () => Response }
  | { readonly kind: 'no-session' };

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') === true ? header.slice('Bearer '.length) : undefined;
}

/** The errorCode of a failed response without consuming its body; undefined for a 2xx. */
async function peekErrorCode(response: Response): Promise<number | undefined> {
  if (response.ok) return undefined;
  return readErrorCode(await response.clone().text());
}

function isTokenPair(value: unknown): value is { accessToken: string; refreshToken: string } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Readonly<Record<string, unknown>>;
  return typeof record.accessToken === 'string' && typeof record.refreshToken === 'string';
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
export function createRefreshingFetch(options: RefreshingFetchOptions): FetchFunction {
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
    if (readErrorCode(body) === clientErrorCodes.REFRESH_FAILED) {
      tokens.clear();
      options.onSessionExpired();
    }
    const init = { status: response.status, statusText: response.statusText, headers: response.headers };
    return { kind: 'failed', response: () => new Response(body, init) };
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
