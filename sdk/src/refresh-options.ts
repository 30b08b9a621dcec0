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
