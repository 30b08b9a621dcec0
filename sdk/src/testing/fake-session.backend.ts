import type { SessionTokens } from '../token-source.ts';
import { errorResponse, jsonResponse, type RecordedRequest, type RouteHandler } from './fake-api.server.ts';

type AccessState = 'valid' | 'expired' | 'revoked';

/**
 * The token rules of the contract, in memory: a private call without a bearer gets 401/3, with an
 * expired token 401/96, with a revoked or unknown one 401/97; a refresh with a known refresh token
 * issues a new pair (and retires the old refresh token), with any other 401/98.
 */
export class FakeSessionBackend {
  readonly #access = new Map<string, AccessState>();
  readonly #refresh = new Set<string>();
  #issued = 0;

  /** Issues a new valid token pair. */
  issue(): SessionTokens {
    this.#issued += 1;
    const tokens = { accessToken: `at-${this.#issued}`, refreshToken: `rt-${this.#issued}` };
    this.#access.set(tokens.accessToken, 'valid');
    this.#refresh.add(tokens.refreshToken);
    return tokens;
  }

  expire(accessToken: string): void {
    this.#access.set(accessToken, 'expired');
  }

  revoke(accessToken: string): void {
    this.#access.set(accessToken, 'revoked');
  }

  /** Makes every refresh fail with 98, as when the refresh token has expired. */
  expireRefreshTokens(): void {
    this.#refresh.clear();
  }

  /** The 401 a private route answers, or undefined when the request's bearer token is valid. */
  reject(request: RecordedRequest): Response | undefined {
    const header = request.headers.get('Authorization');
    if (header === null) return errorResponse(401, 3, 'Unauthorized');
    const state = this.#access.get(header.replace(/^Bearer /, ''));
    if (state === 'valid') return undefined;
    if (state === 'expired') return errorResponse(401, 96, 'Access token expired');
    return errorResponse(401, 97, 'Access token invalid');
  }

  /** A route that answers `ok()` when the bearer token is valid and the contract's 401 otherwise. */
  privateRoute(ok: (request: RecordedRequest) => Response): RouteHandler {
    return (request) => this.reject(request) ?? ok(request);
  }

  /** The POST token/refresh route. */
  readonly refreshRoute: RouteHandler = (request) => {
    const body: unknown = JSON.parse(request.body || 'null');
    const token =
      typeof body === 'object' && body !== null && 'refreshToken' in body ? body.refreshToken : undefined;
    if (typeof token !== 'string' || !this.#refresh.delete(token)) {
      return errorResponse(401, 98, 'Refresh token expired');
    }
    return jsonResponse(200, this.issue());
  };
}
