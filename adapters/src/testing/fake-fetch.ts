type Respond = (request: Request) => Response | Promise<Response>;

interface Route {
  readonly method: string;
  readonly path: string;
  readonly respond: Respond;
}

/** A request as the fake server received it; the body is read once, as text. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string;
}

/** A JSON response with the given status. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An in-memory HTTP server behind a `fetch` function: routes match on method and path (query ignored),
 * unknown paths answer 404 errorCode -1 like the sandbox, and every request is recorded.
 */
export class FakeFetch {
  readonly #routes: Route[] = [];
  readonly requests: RecordedRequest[] = [];

  /** Answers `method path` with `respond(request)`; the last registration of a route wins. */
  on(method: string, path: string, respond: Respond): this {
    this.#routes.unshift({ method: method.toUpperCase(), path, respond });
    return this;
  }

  /** Answers `method path` with a JSON body. */
  json(method: string, path: string, status: number, body: unknown): this {
    return this.on(method, path, () => jsonResponse(status, body));
  }

  /** Makes `method path` fail the way fetch does when the network is down. */
  networkError(method: string, path: string, message = 'fetch failed'): this {
    return this.on(method, path, () => {
      throw new TypeError(message);
    });
  }

  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    this.requests.push({
      method: request.method,
      url,
      headers: request.headers,
      body: await request.clone().text(),
    });
    const route = this.#routes.find((r) => r.method === request.method && r.path === url.pathname);
    if (route === undefined) return jsonResponse(404, { errorCode: -1, errorMessage: 'Not found' });
    return route.respond(request);
  };

  /** The JSON body of the last request sent to `path` (undefined when none was sent). */
  lastJsonBody(path: string): unknown {
    const request = this.lastRequest(path);
    return request === undefined ? undefined : (JSON.parse(request.body) as unknown);
  }

  /** The last request sent to `path`. */
  lastRequest(path: string): RecordedRequest | undefined {
    return this.requests.findLast((request) => request.url.pathname === path);
  }
}
