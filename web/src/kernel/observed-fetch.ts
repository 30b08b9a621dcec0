import type { CallFailures } from './call-failures.ts';

/** HTTP status of the failures the app reacts to itself (account-and-session.md §8 HTTP and transport). */
const SERVER_ERROR_STATUS = 500;

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * A fetch that reports what the app's feedback reacts to: an HTTP 500 response and a request that
 * got no response (network error, aborted, timeout). The response or error itself goes on unchanged.
 */
export function observeCalls(
  fetch: (request: Request) => Promise<Response>,
  failures: CallFailures,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const path = new URL(request.url).pathname;
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      failures.report({ failure: { kind: 'transport', message: messageOf(error) }, call: { path } });
      throw error;
    }
    failures.reportReached();
    if (response.status === SERVER_ERROR_STATUS) {
      failures.report({
        failure: { kind: 'api', errorCode: -1, httpStatus: response.status },
        call: { path },
      });
    }
    return response;
  };
}
