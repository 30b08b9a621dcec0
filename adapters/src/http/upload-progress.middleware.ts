import type { UploadProgress, UploadProgressListener } from '@lv-casino/core/kyc/kyc.ts';
import { readErrorCode } from '@lv-casino/sdk/error-code.reader.ts';
import { clientErrorCodes } from '@lv-casino/sdk/client-error-codes.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';

/** An openapi-fetch middleware of the customer-facing client (a call's own `middleware` option). */
export type RequestMiddleware = Parameters<CustomerFacingClient['use']>[number];

/**
 * The part of XMLHttpRequest an upload uses; a browser's `new XMLHttpRequest()` is one. Events are
 * listened to (not assigned), so a fake needs only an EventTarget.
 */
export interface XhrLike extends Pick<EventTarget, 'addEventListener'> {
  /** Fires `progress` as the request body goes out. */
  readonly upload: Pick<EventTarget, 'addEventListener'>;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  getAllResponseHeaders(): string;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
}

/**
 * The codes the client's own fetch acts on (account-and-session.md §4 Session): 96 and 97 refresh the
 * token once and retry, 3 ends the session. An XHR answer with one of them is handed back to that
 * fetch, so an upload goes through the same refresh and logout as every other call.
 */
const HANDLED_BY_CLIENT: readonly number[] = [
  clientErrorCodes.UNAUTHORIZED,
  clientErrorCodes.ACCESS_TOKEN_EXPIRED,
  clientErrorCodes.ACCESS_TOKEN_INVALID,
];

/** Statuses whose Response has no body. */
const NULL_BODY_STATUSES: readonly number[] = [101, 204, 205, 304];

const progressOf = (event: Event): UploadProgress | null => {
  const { loaded, total, lengthComputable } = event as Partial<ProgressEvent>;
  if (lengthComputable !== true || typeof loaded !== 'number' || typeof total !== 'number') return null;
  return { sentBytes: loaded, totalBytes: total };
};

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The XHR's answer as a fetch Response, for openapi-fetch to read like any other. */
function responseOf(xhr: XhrLike): Response {
  const body = NULL_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText;
  return new Response(body, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: headersOf(xhr.getAllResponseHeaders()),
  });
}

/**
 * Sends `request` (method, URL, headers — the client's X-Client-Code, X-Label-Entry-Point and bearer
 * token — and body) with an XMLHttpRequest, telling the body's progress. A request that gets no answer
 * rejects with a TypeError named like fetch's transport errors.
 */
async function sendByXhr(
  xhr: XhrLike,
  request: Request,
  onProgress: UploadProgressListener,
): Promise<Response> {
  const body = await request.blob();
  return new Promise((resolve, reject) => {
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    // Registered before send: a listener added later may miss the upload's events.
    xhr.upload.addEventListener('progress', (event) => {
      const progress = progressOf(event);
      if (progress !== null) onProgress(progress);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status > 599) reject(new TypeError('Network Error'));
      else resolve(responseOf(xhr));
    });
    xhr.addEventListener('error', () => {
      reject(new TypeError('Network Error'));
    });
    xhr.addEventListener('abort', () => {
      reject(new TypeError('Request aborted'));
    });
    xhr.addEventListener('timeout', () => {
      reject(new TypeError('timeout exceeded'));
    });
    xhr.send(body);
  });
}

/**
 * A per-call middleware that sends a multipart upload by XMLHttpRequest, because fetch cannot tell how
 * much of a request body has gone out. It runs after the client's own middleware, so the request
 * already carries the client headers and the bearer token of the client's token store (nothing about
 * the token is read or kept here, and it never goes into a URL). Its answer replaces the client's
 * fetch, except an answer the client's fetch acts on (3, 96, 97): then the middleware steps aside and
 * the client's fetch sends the untouched request itself, refreshing and retrying or ending the
 * session exactly as for any call (that re-send tells no progress). A request that gets no answer
 * fails like a fetch that got none.
 */
export function uploadProgressMiddleware(
  createXhr: () => XhrLike,
  onProgress: UploadProgressListener,
): RequestMiddleware {
  return {
    async onRequest({ request }) {
      // A clone: the original stays unread for the client's fetch when the answer is handed back.
      const response = await sendByXhr(createXhr(), request.clone(), onProgress);
      if (response.ok) return response;
      const code = readErrorCode(await response.clone().text());
      return HANDLED_BY_CLIENT.includes(code) ? undefined : response;
    },
  };
}
