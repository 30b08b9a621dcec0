import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { cacheControl } from './cache-control.ts';
import { webAppContentSecurityPolicy } from './content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * A whole HTTP/1.1 answer written straight to a socket, for the answers given before Fastify has a
 * request (a malformed or too large head, a headers timeout, a refused connection or upgrade). They carry
 * the same security headers as every other answer, `no-store` and `Connection: close`, and a JSON
 * ErrorResponse with errorCode -1.
 */
export function rawResponse(
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): string {
  const body = JSON.stringify({ errorCode: -1, errorMessage: message });
  const headers: Record<string, string> = {
    ...securityHeaders,
    'content-security-policy': webAppContentSecurityPolicy,
    'cache-control': cacheControl.noStore,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...extraHeaders,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${body}`;
}

/** The status and message of Node's parser errors (Fastify's default answers them without our headers). */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request (or its headers) took too long'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large'];
  return [400, 'Malformed HTTP request'];
}

/**
 * The server's `clientError` handler (Fastify's `clientErrorHandler` option): Node reports a malformed
 * request, headers over the size limit (431) or a headers or request timeout (408) here, before any hook
 * runs, so this is where those answers get their security headers.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection, or one already answered, has nobody to tell.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, message] = clientErrorAnswer(error.code);
    socket.write(rawResponse(status, message));
  }
  socket.destroy();
}
