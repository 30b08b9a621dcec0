/** A request as the fake server received it. */
export interface RecordedRequest {
  readonly method: string;
  /** URL path without the query string. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** The body as text; '' when there is none. */
  readonly body: string;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An ErrorResponse of the contract. */
export function errorResponse(status: number, errorCode: number, errorMessage: string): Response {
  return jsonResponse(status, { errorCode, errorMessage });
}

/**
 * A tiny in-memory HTTP server for tests: routes by method and exact path, records every request, and
 * answers unknown routes like the sandbox (404, errorCode -1). Pass `server.fetch` as the transport.
 */
export class FakeApiServer {
  readonly requests: RecordedRequest[] = [];
  readonly #routes = new Map<string, RouteHandler>();

  on(method: string, path: string, handler: RouteHandler): this {
    this.#routes.set(`${method} ${path}`, handler);
    return this;
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(request.headers),
      body: await request.text(),
    };
    this.requests.push(recorded);
    const handler = this.#routes.get(`${recorded.method} ${recorded.path}`);
    return handler === undefined ? errorResponse(404, -1, 'Not found') : handler(recorded);
  };

  /** The recorded requests to one route, in arrival order. */
  requestsTo(method: string, path: string): readonly RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }
}
