import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi.ts';
import { createLazyTokenRefresh, createRefreshingFetch, type FetchFunction } from './refreshing-fetch.ts';
import type { isPrivateOperation } from './private-operation.ts';
import type { RefreshSession } from './session-refresh.ts';
import type { TokenSource } from './token-source.ts';

/** The two headers every call of the contract carries; the client sets them, callers never pass them. */
type ClientHeaderName = 'X-Client-Code' | 'X-Label-Entry-Point';

type WithoutClientHeaders<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, 'parameters'> & {
      parameters: Omit<Parameters, 'header'> & {
        header?: Omit<
          NonNullable<Parameters extends { header?: infer Header } ? Header : never>,
          ClientHeaderName
        >;
      };
    }
  : Operation;

/** The contract's `paths`, minus the two headers `createCustomerFacingClient` adds to every call. */
export type CustomerFacingPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: WithoutClientHeaders<paths[Path][Method]> };
};

/**
 * An openapi-fetch client of the customer-facing API: `client.GET('/api/v1/customerfacing/currentCustomer')`,
 * and the session refresh it runs on 96 and 97 for callers outside HTTP (the realtime channel).
 */
export type CustomerFacingClient = Client<CustomerFacingPaths> & {
  /**
   * Refreshes the tokens after `refusedAccessToken` was refused elsewhere (a STOMP ERROR 96 or 97),
   * sharing the single flight of the calls' own refresh: N callers, one POST token/refresh. A refresh
   * that fails with 98 clears the tokens and calls `onSessionExpired`, as for a call.
   */
  readonly refreshSession: RefreshSession;
};

/** Options of `createCustomerFacingClient`. */
export interface CustomerFacingClientOptions {
  /** Origin and optional path prefix of the API, e.g. `http://127.0.0.1:4000`; `''` for the page's origin. */
  readonly baseUrl: string;
  /** Value of the X-Client-Code header, e.g. `lv-casino-web`. */
  readonly clientCode: string;
  /** Value of the X-Label-Entry-Point header, e.g. `LV`. */
  readonly labelEntryPoint: string;
  /** Where the session's tokens live; read on every private call, written after a refresh. */
  readonly tokens: TokenSource;
  /** Transport; defaults to `globalThis.fetch`. Tests inject a fake. */
  readonly fetch?: FetchFunction;
  /** Called once when a token refresh fails with errorCode 98, after `tokens.clear()`. Default: nothing. */
  readonly onSessionExpired?: () => void;
  /** Called for each response with errorCode 3 (Unauthorized). Default: nothing. */
  readonly onUnauthorised?: () => void;
}

/**
 * The contract's list of private operations, loaded by the first call that has a token to send: a
 * visitor's calls never need it (one module per process, shared by every client).
 */
let privateOperationCheck: Promise<{ readonly isPrivateOperation: typeof isPrivateOperation }> | undefined;
const loadPrivateOperationCheck = () => (privateOperationCheck ??= import('./private-operation.ts'));

function createHeadersMiddleware(options: CustomerFacingClientOptions): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      request.headers.set('X-Client-Code', options.clientCode);
      request.headers.set('X-Label-Entry-Point', options.labelEntryPoint);
      const tokens = options.tokens.read();
      if (
        tokens !== null &&
        (await loadPrivateOperationCheck()).isPrivateOperation(request.method, schemaPath)
      )
        request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
      return request;
    },
  };
}

/**
 * The customer-facing API client. It adds X-Client-Code and X-Label-Entry-Point to every call and the
 * bearer token to the operations the contract marks private; on errorCode 96 or 97 it refreshes the
 * tokens once (one refresh for any number of concurrent calls) and retries once; it calls
 * `onSessionExpired` when that refresh fails with 98 and `onUnauthorised` on errorCode 3; `refreshSession`
 * lets the realtime channel join that refresh. Results are
 * openapi-fetch's `{ data, error, response }`: branch on `response.status` and build failures with
 * `readApiError(response, error)`.
 */
export function createCustomerFacingClient(options: CustomerFacingClientOptions): CustomerFacingClient {
  const transport = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const refreshOptions = {
    baseUrl: options.baseUrl,
    headers: { 'X-Client-Code': options.clientCode, 'X-Label-Entry-Point': options.labelEntryPoint },
    tokens: options.tokens,
    fetch: transport,
    onSessionExpired: options.onSessionExpired ?? (() => undefined),
    onUnauthorised: options.onUnauthorised ?? (() => undefined),
  };
  const refreshOnce = createLazyTokenRefresh(refreshOptions);
  const client = createClient<CustomerFacingPaths>({
    baseUrl: options.baseUrl,
    fetch: createRefreshingFetch(refreshOptions, refreshOnce),
  });
  client.use(createHeadersMiddleware(options));
  // A session that is already there will send its token soon: the check loads now, not with that call.
  if (options.tokens.read() !== null) loadPrivateOperationCheck().catch(() => undefined);
  // Loaded with the refresh itself, by the first refused token: a visitor never needs it.
  const refreshSession: RefreshSession = async (refused) =>
    (await import('./token-refresh.ts')).createRefreshSession(refreshOnce, options.baseUrl)(refused);
  return Object.assign(client, { refreshSession });
}
