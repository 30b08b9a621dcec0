/**
 * A start-up call that index.html's inline script sent while the app's code was still downloading
 * (the general config, and for a path that names a language its translations and casino categories):
 * see `window.lvCasinoEarlyRequests` in web/index.html.
 */
export interface EarlyRequest {
  readonly method: string;
  /** Absolute URL, with its query as the SDK client writes it. */
  readonly url: string;
  /** The body's text; null for none. */
  readonly body: string | null;
  /** When it was sent, `performance.now()`. */
  readonly at: number;
  readonly response: Promise<Response>;
}

/**
 * How long an early answer may stand in for the app's own call, ms: start-up asks within a few
 * seconds even on a slow phone network; an answer older than this is left unused (never a stale one).
 */
export const EARLY_RESPONSE_TTL_MS = 30_000;

/**
 * A fetch that answers a request index.html already sent with that early answer, once: the same
 * method, URL and body (headers aside: the early calls are public and carry the client's own
 * headers). Any other request, a second one, one after {@link EARLY_RESPONSE_TTL_MS} or one whose
 * early call got no response (the network was down a moment ago) goes to `fetch`.
 */
export function answerEarly(
  early: EarlyRequest[] | undefined,
  fetch: (request: Request) => Promise<Response>,
  now: () => number,
): (request: Request) => Promise<Response> {
  // The list itself, not a copy: index.html fills it a moment after parsing, which may be after the
  // app's code has run (its files from the cache); an answer taken leaves it.
  const waiting = early ?? [];
  return async (request) => {
    // The body is read (from a copy) only for a request index.html may have sent.
    const body =
      request.body !== null && waiting.some((sent) => sent.url === request.url)
        ? await request.clone().text()
        : null;
    const index = waiting.findIndex(
      (sent) =>
        sent.method === request.method &&
        sent.url === request.url &&
        sent.body === body &&
        now() - sent.at <= EARLY_RESPONSE_TTL_MS,
    );
    const match = waiting.splice(index, index === -1 ? 0 : 1)[0];
    return match === undefined ? fetch(request) : match.response.catch(() => fetch(request));
  };
}
