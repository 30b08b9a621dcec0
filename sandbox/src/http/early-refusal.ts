import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body up to this size that a refusal leaves unread is read and dropped by Node; the connection stays. */
const drainableBytes = 64 * 1024;

/**
 * How long a connection ended after an early refusal stays open before it is destroyed: closing a socket
 * with unread input resets the connection, and a reset that reaches a client still busy sending destroys
 * the answer in its receive buffer before it reads it (seen with 5 to 14 of 50 concurrent 10 MiB
 * uploads). Like nginx's lingering close, the server ends its side at once, stops reading, lets the
 * client read the answer, and resets only after this delay (or when the client closes first).
 */
export const lingerMs = 500;

/**
 * For an answer sent before the request body was read (an `onRequest` hook's refusal): when the body is
 * larger than 64 KiB or of unknown length (chunked), the answer carries `Connection: close` and the
 * connection ends after it (with a {@link lingerMs} lingering close), so the body is never buffered and
 * mostly never sent: the client gets the refusal while it still sends. A small body is read and dropped
 * by Node, and the connection stays usable for the next request.
 */
export function closeIfBodyIsLarge(request: FastifyRequest, reply: FastifyReply): void {
  const length = Number(request.headers['content-length'] ?? 0);
  const chunked = request.headers['transfer-encoding'] !== undefined;
  if (!chunked && length <= drainableBytes) return;
  void reply.header('connection', 'close');
  lingerOnClose(request.raw.socket);
}

/**
 * Node's HTTP server ends a `Connection: close` response's socket with `destroySoon()` (end, then destroy
 * once written); this socket instead ends its side, stops reading (the rest of the body stays in the
 * client's and the kernel's buffers: about 64 KiB of a 10 MiB upload is ever read), and is destroyed
 * after {@link lingerMs} or when the client closes.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function destroyAfterLingering(this: Socket): void {
    this.end();
    // Stop reading: the HTTP parser consumes the handle directly, so pause() would not stop it.
    (this as unknown as { _handle?: { readStop?: () => number } })._handle?.readStop?.();
    const timer = setTimeout(() => {
      this.destroy();
    }, lingerMs);
    this.once('close', () => {
      clearTimeout(timer);
    });
  };
}

/** Whether a request declares a multipart/form-data body. */
export function isMultipart(request: FastifyRequest): boolean {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(request.headers['content-type'] ?? '');
}

/** Whether a request comes with a body: a non-zero Content-Length, or chunked. */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
