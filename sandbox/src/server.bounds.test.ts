import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from './server.ts';
import { parseHttpResponse, type RawHttpResponse } from './testing/foreign-entrance.ts';
import { ApiClient, apiHeaders, paths, startTestSandbox } from './testing/sandbox-harness.ts';

const uploadPath = '/api/v1/customerfacing/customers/documents';
const tenMiB = 10 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 0x41);

interface StreamedUpload {
  readonly response: RawHttpResponse;
  /** Body bytes the client had written when the whole answer had arrived. */
  readonly sentWhenAnswered: number;
  readonly declaredBytes: number;
  /** Whether the server ended the connection before the client finished the body. */
  readonly closedEarly: boolean;
}

/**
 * Writes `head`, then streams the body in 64 KiB chunks every 5 ms (like a slow upload) until the answer
 * has arrived, and keeps streaming until the server ends the connection or the body is complete.
 */
async function streamUpload(
  port: number,
  head: string,
  declaredBytes: number,
  chunked = false,
): Promise<StreamedUpload> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // the server may reset the connection it refused
  let received = Buffer.alloc(0);
  let sent = 0;
  let sentWhenAnswered = -1;
  const answer: { response: RawHttpResponse | null } = { response: null };
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    const end = received.indexOf('\r\n\r\n');
    if (end < 0 || answer.response !== null) return;
    const length = Number(
      /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, end).toString('latin1'))?.[1],
    );
    if (received.length < end + 4 + length) return;
    answer.response = parseHttpResponse(received);
    sentWhenAnswered = sent;
  });
  const closed = new Promise<void>((resolve) => socket.on('close', resolve));
  socket.write(head);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= declaredBytes) {
        clearInterval(timer);
        if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
        resolve();
        return;
      }
      const part = chunk.subarray(0, Math.min(chunk.length, declaredBytes - sent));
      socket.write(
        chunked
          ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
          : part,
      );
      sent += part.length;
    }, 5);
  });
  const closedEarly = sent < declaredBytes;
  socket.end();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  socket.destroy();
  if (answer.response === null) throw new Error('no answer');
  return { response: answer.response, sentWhenAnswered, declaredBytes, closedEarly };
}

const headOf = (path: string, headers: Record<string, string>): string =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  Object.entries({ ...apiHeaders, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

const multipart = { 'Content-Type': 'multipart/form-data; boundary=xyz' };

const errorOfBody = (body: string) => JSON.parse(body) as { errorCode: number; errorMessage: string };

describe('a refused request body is never read', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let port: number;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
    port = Number(new URL(sandbox.url).port);
  }, 30_000);

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('answers a 10 MiB upload without a bearer token with 401 while the client still streams', async () => {
    const upload = await streamUpload(
      port,
      headOf(uploadPath, { ...multipart, 'Content-Length': String(tenMiB) }),
      tenMiB,
    );
    expect(upload.response.status).toBe(401);
    expect(JSON.parse(upload.response.body)).toEqual({ errorCode: 3, errorMessage: 'Unauthorized' });
    expect(upload.response.headers.get('connection')).toBe('close');
    // The answer came after at most a few chunks, and the server ended the connection mid-body.
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(upload.closedEarly).toBe(true);
  });

  it('answers 50 concurrent 10 MiB uploads without a token, each, reading under 1 MiB of each', async () => {
    const bytesRead: number[] = [];
    const track = (socket: Socket): void => {
      socket.on('close', () => bytesRead.push(socket.bytesRead));
    };
    sandbox.app.server.on('connection', track);
    const body = Buffer.alloc(tenMiB, 0x41);
    const head = headOf(uploadPath, { ...multipart, 'Content-Length': String(tenMiB) });
    const upload = () =>
      new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        const received: Buffer[] = [];
        socket.on('error', () => undefined);
        socket.on('data', (data: Buffer) => received.push(data));
        socket.on('close', () => {
          resolve(
            Buffer.concat(received).length === 0 ? 0 : parseHttpResponse(Buffer.concat(received)).status,
          );
        });
        socket.write(head);
        // The whole body at once, as fast as the connection takes it.
        socket.write(body);
      });
    try {
      // The server ends its side and stops reading, but waits before the reset that would destroy an
      // answer the client has not read yet (a lingering close).
      expect(new Set(await Promise.all(Array.from({ length: 50 }, upload)))).toEqual(new Set([401]));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(bytesRead).toHaveLength(50);
      expect(Math.max(...bytesRead)).toBeLessThan(1024 * 1024);
    } finally {
      sandbox.app.server.off('connection', track);
    }
  });

  it('answers a chunked upload with an unknown token with 401 before reading it', async () => {
    const upload = await streamUpload(
      port,
      headOf(uploadPath, {
        ...multipart,
        Authorization: 'Bearer not-a-token',
        'Transfer-Encoding': 'chunked',
      }),
      tenMiB,
      true,
    );
    expect([upload.response.status, errorOfBody(upload.response.body).errorCode]).toEqual([401, 97]);
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(upload.closedEarly).toBe(true);
  });

  it('answers an upload to a JSON operation with 400 before reading it', async () => {
    const upload = await streamUpload(
      port,
      headOf(paths.login, { ...multipart, 'Content-Length': String(tenMiB) }),
      tenMiB,
    );
    expect(upload.response.status).toBe(400);
    expect(errorOfBody(upload.response.body).errorMessage).toMatch(
      /^Unsupported media type multipart\/form-data/,
    );
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(upload.closedEarly).toBe(true);
  });

  it('answers an upload to a private JSON operation without a token with 401 before reading it', async () => {
    const upload = await streamUpload(
      port,
      headOf('/api/v1/customerfacing/customers/changePassword', {
        ...multipart,
        'Content-Length': String(tenMiB),
      }),
      tenMiB,
    );
    expect(upload.response.status).toBe(401);
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
  });

  it('answers an upload to a path outside the contract with 400 before reading it', async () => {
    const upload = await streamUpload(
      port,
      headOf('/api/v1/customerfacing/nothing-here', { ...multipart, 'Content-Length': String(tenMiB) }),
      tenMiB,
    );
    expect(upload.response.status).toBe(400);
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
  });

  it('answers a JSON body to an upload operation with 400 before reading it, even with a valid token', async () => {
    const { accessToken } = await api.login('anna');
    const upload = await streamUpload(
      port,
      headOf(uploadPath, {
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
        'Content-Length': String(5 * 1024 * 1024),
      }),
      5 * 1024 * 1024,
    );
    expect(upload.response.status).toBe(400);
    expect(errorOfBody(upload.response.body).errorMessage).toBe(
      'Unsupported media type application/json: uploadKycDocument takes multipart/form-data',
    );
    expect(upload.sentWhenAnswered).toBeLessThan(1024 * 1024);
  });

  it('keeps the connection of a refused small JSON body', async () => {
    const response = await fetch(`${sandbox.url}/api/v1/customerfacing/customers/changePassword`, {
      method: 'POST',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'a', newPassword: 'b' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('connection')).not.toBe('close');
  });
});
