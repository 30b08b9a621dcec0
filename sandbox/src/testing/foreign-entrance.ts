import type { Server } from 'node:http';
import { connect, createServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';

/** A second listener of a sandbox whose connections look, to the sandbox, as if they came from elsewhere. */
export interface ForeignEntrance {
  /** Port of the listener on 127.0.0.1. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Opens a second door into a running server for callers "from another host": a TCP listener on
 * 127.0.0.1 whose accepted sockets are handed to `server` exactly as its own listener hands them (the
 * 'connection' event), with the socket's remote address rewritten to `remoteAddress`. The server parses
 * the bytes and runs every hook as for any caller, so each check it makes on the connection's address
 * (`request.socket.remoteAddress`, e.g. the control API's loopback check) sees the foreign address: the
 * same code path a connection to a non-loopback interface takes, without needing one.
 */
export async function openForeignEntrance(server: Server, remoteAddress: string): Promise<ForeignEntrance> {
  const family = remoteAddress.includes(':') ? 'IPv6' : 'IPv4';
  const listener: TcpServer = createServer((socket) => {
    Object.defineProperties(socket, {
      remoteAddress: { value: remoteAddress, configurable: true },
      remoteFamily: { value: family, configurable: true },
      remotePort: { value: 40_000, configurable: true },
    });
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    port: (listener.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        listener.close(() => {
          resolve();
        });
      }),
  };
}

/** An HTTP response as a raw exchange read it. */
export interface RawHttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/**
 * Sends `request` (a whole HTTP/1.1 request, request line as written: origin form, absolute form, any
 * spelling) over a new TCP connection to 127.0.0.1:`port` and reads the answer until the server closes
 * (send `Connection: close`). Chunked bodies are decoded; nothing is decompressed (send no Accept-Encoding).
 */
export async function rawHttpRequest(port: number, request: string | Buffer): Promise<RawHttpResponse> {
  const socket: Socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => {
      resolve();
    });
    socket.write(request);
  });
  return parseHttpResponse(Buffer.concat(chunks));
}

/** Parses the first HTTP/1.1 response of `bytes`. */
export function parseHttpResponse(bytes: Buffer): RawHttpResponse {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0)
    throw new Error(`No HTTP response in ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = bytes.subarray(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = dechunk(body);
  else if (headers.has('content-length')) body = body.subarray(0, Number(headers.get('content-length')));
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
