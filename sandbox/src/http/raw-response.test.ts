import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { rawHttpRequest } from '../testing/foreign-entrance.ts';
import { startTestSandbox } from '../testing/sandbox-harness.ts';
import { webAppContentSecurityPolicy } from './content-security-policy.ts';
import { rawResponse } from './raw-response.ts';
import { securityHeaders } from './security-headers.ts';

const hardened = { ...securityHeaders, 'content-security-policy': webAppContentSecurityPolicy };

describe('rawResponse', () => {
  it('writes a whole answer whose Content-Length is the body in bytes', () => {
    const text = rawResponse(503, 'Pārāk daudz');
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head).toContain(`content-length: ${String(Buffer.byteLength(body))}`);
    expect(JSON.parse(body)).toEqual({ errorCode: -1, errorMessage: 'Pārāk daudz' });
  });
});

describe('answers Node gives before Fastify sees a request', () => {
  let sandbox: Sandbox;
  let port: number;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    port = Number(new URL(sandbox.url).port);
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('answers headers over the size limit with 431 and the security headers', async () => {
    const response = await rawHttpRequest(
      port,
      `GET / HTTP/1.1\r\nHost: casino\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(Object.fromEntries(response.headers)).toMatchObject(hardened);
  });

  it('answers a malformed request with 400 and the security headers', async () => {
    const response = await rawHttpRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expect(Object.fromEntries(response.headers)).toMatchObject(hardened);
  });

  it('refuses a WebSocket upgrade on another path with 404 and the security headers', async () => {
    const response = await rawHttpRequest(
      port,
      'GET /not-ws HTTP/1.1\r\nHost: casino\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(response.status).toBe(404);
    expect(Object.fromEntries(response.headers)).toMatchObject(hardened);
  });
});
