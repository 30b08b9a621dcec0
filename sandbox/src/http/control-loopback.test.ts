import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { openForeignEntrance, rawHttpRequest, type ForeignEntrance } from '../testing/foreign-entrance.ts';
import { apiHeaders, startTestSandbox } from '../testing/sandbox-harness.ts';
import { isLoopback } from './control.routes.ts';
import { isControlTarget, normalisedPath } from './request-path.ts';

/** A whole request with this request line, closing the connection after the answer. */
const requestOf = (line: string, headers: Record<string, string> = {}, body = ''): string =>
  `${line} HTTP/1.1\r\n` +
  Object.entries({ Host: 'sandbox.test', Connection: 'close', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  (body === '' ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`) +
  `\r\n${body}`;

/** Ways to spell a control-API request line; every one must be refused from a non-loopback address. */
const bypasses: readonly string[] = [
  'GET /__sandbox/players',
  'GET /%5F%5Fsandbox/players',
  'GET /%5f%5fsandbox/outbox?username=anna&kind=reset',
  'GET /%255F%255Fsandbox/players',
  'GET /__sandbox%2Fplayers',
  'GET http://127.0.0.1/__sandbox/players',
  'GET http://sandbox.test/%5F%5Fsandbox/outbox',
  'GET HTTP://LOCALHOST:4000/__sandbox/players',
  'GET //__sandbox/players',
  'GET ///__sandbox//players',
  'GET /__SANDBOX/players',
  'GET /__Sandbox/players',
  'GET /api/../__sandbox/players',
  'GET /api/%2E%2E/__sandbox/players',
  'GET /./__sandbox/players',
  'GET /__sandbox;x=1/players',
  'GET /__sandbox',
  'GET /__sandbox/',
  'GET /__sandbox/console.js',
  'DELETE /__sandbox/outbox',
  'DELETE /%5F%5Fsandbox/failures',
];

describe('the control API is loopback-only by the connection address, after URL normalisation', () => {
  let sandbox: Sandbox;
  let foreign: ForeignEntrance;
  let foreignV6: ForeignEntrance;
  let mappedLoopback: ForeignEntrance;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    foreign = await openForeignEntrance(sandbox.app.server, '203.0.113.7');
    foreignV6 = await openForeignEntrance(sandbox.app.server, '2001:db8::7');
    mappedLoopback = await openForeignEntrance(sandbox.app.server, '::ffff:127.0.0.1');
  }, 30_000);

  afterAll(async () => {
    await Promise.all([foreign.close(), foreignV6.close(), mappedLoopback.close()]);
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  for (const line of bypasses) {
    it(`refuses ${line} from 203.0.113.7 with 403 and errorCode 4`, async () => {
      const response = await rawHttpRequest(foreign.port, requestOf(line));
      expect([response.status, JSON.parse(response.body)]).toEqual([
        403,
        { errorCode: 4, errorMessage: 'The control API accepts loopback callers only' },
      ]);
    });
  }

  it('refuses them from an IPv6 address too', async () => {
    const statuses = await Promise.all(
      bypasses.map(async (line) => (await rawHttpRequest(foreignV6.port, requestOf(line))).status),
    );
    expect(new Set(statuses)).toEqual(new Set([403]));
  });

  it('refuses a forged X-Forwarded-For: 127.0.0.1 (only the connection counts)', async () => {
    const response = await rawHttpRequest(
      foreign.port,
      requestOf('GET /__sandbox/players', { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' }),
    );
    expect(response.status).toBe(403);
  });

  it('refuses a control request with a body before reading the body', async () => {
    const body = JSON.stringify({ username: 'anna', refreshTokens: true });
    const response = await rawHttpRequest(
      foreign.port,
      requestOf(
        'POST http://sandbox.test/%5F%5Fsandbox/tokens/expire',
        { 'Content-Type': 'application/json' },
        body,
      ),
    );
    expect(response.status).toBe(403);
  });

  it('serves the same entrance when its address is loopback (::ffff:127.0.0.1)', async () => {
    // The entrance is the server's real request path: only the address decides.
    const served = await Promise.all(
      [
        'GET /__sandbox/players',
        'GET /%5F%5Fsandbox/players',
        'GET http://sandbox.test/__sandbox/players',
      ].map(async (line) => (await rawHttpRequest(mappedLoopback.port, requestOf(line))).status),
    );
    expect(served).toEqual([200, 200, 200]);
  });

  it('lets a foreign caller use the API', async () => {
    const response = await rawHttpRequest(
      foreign.port,
      requestOf('GET /api/v2/customerfacing/config/general', { ...apiHeaders }),
    );
    expect(response.status).toBe(200);
  });
});

describe('links in mails are built from the public origin, never from Host', () => {
  const forgotPassword = (host: string): string =>
    requestOf('POST /api/v1/customerfacing/customers/forgotPassword?username=anna', {
      ...apiHeaders,
      Host: host,
    });

  it('uses the configured public origin whatever Host the request names', async () => {
    const sandbox = await startTestSandbox({ publicOrigin: 'https://casino.example/some/path' });
    const foreign = await openForeignEntrance(sandbox.app.server, '203.0.113.7');
    try {
      const response = await rawHttpRequest(foreign.port, forgotPassword('evil.example'));
      expect(response.status).toBe(204);
      const mail = sandbox.state.outbox.latest('anna', 'reset');
      expect(mail?.link).toMatch(
        /^https:\/\/casino\.example\/lv\/casino\?modal=reset-password&username=anna&key=/,
      );
      expect(mail?.text).not.toContain('evil.example');
    } finally {
      await foreign.close();
      await sandbox.close();
    }
  });

  it("defaults to the sandbox's own URL", async () => {
    const sandbox = await startTestSandbox();
    try {
      const port = Number(new URL(sandbox.url).port);
      const response = await rawHttpRequest(port, forgotPassword('evil.example:666'));
      expect(response.status).toBe(204);
      expect(sandbox.state.outbox.latest('anna', 'reset')?.link).toMatch(
        new RegExp(`^${sandbox.url.replace(/[.]/g, '\\.')}/lv/casino\\?modal=reset-password&`),
      );
    } finally {
      await sandbox.close();
    }
  });
});

describe('normalisedPath and isLoopback', () => {
  it('reduces every spelling to one path', () => {
    expect(normalisedPath('http://h:1/A//b/./c/../%64?x=/__sandbox#y')).toBe('/a/b/d');
    expect(normalisedPath('/%252e%252e/x')).toBe('/x');
    expect(normalisedPath('\\__sandbox\\players')).toBe('/__sandbox/players');
    expect(normalisedPath('/a;p=1/b')).toBe('/a/b');
    expect(normalisedPath('/%ZZ%e0/x')).toBe('/%zz\u00e0/x');
    expect(isControlTarget('/api/v2/customerfacing/login')).toBe(false);
  });

  it('counts 127.0.0.0/8 and ::1, also IPv4-mapped, as loopback and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9']) {
      expect(isLoopback(address)).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '128.0.0.1',
      'localhost',
    ]) {
      expect(isLoopback(address)).toBe(false);
    }
  });
});
