import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { apiHeaders, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { checkedBounds, ConnectionLimit, defaultConnectionBounds } from './connection-limit.ts';
import { securityHeaders } from './security-headers.ts';

/** An open TCP connection to the sandbox and what it has received so far. */
interface OpenSocket {
  readonly socket: Socket;
  readonly received: () => string;
  readonly closed: Promise<void>;
  readonly isClosed: () => boolean;
}

async function openSocket(port: number, localAddress = '127.0.0.1'): Promise<OpenSocket> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let data = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      isClosed = true;
      resolve();
    });
  });
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve);
    socket.once('close', resolve);
  });
  return { socket, received: () => data, closed, isClosed: () => isClosed };
}

/** GET general config over a new connection from `localAddress` (another loopback address is another client). */
function getConfigFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${url}${paths.generalConfig}`,
      { headers: apiHeaders, localAddress, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => {
          resolve(res.statusCode ?? 0);
        });
      },
    );
    request.on('error', reject);
  });
}

const portOf = (sandbox: Sandbox): number => Number(new URL(sandbox.url).port);

/**
 * Waits until `condition` holds, checking every 20 ms (after `update`, when given); fails after
 * `withinMs` (a generous bound, never a measurement).
 */
async function eventually(
  condition: () => boolean,
  withinMs = 5_000,
  update: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const deadline = Date.now() + withinMs;
  await update();
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await update();
  }
}

/** The connections the sandbox's server holds open. */
function connectionsOf(sandbox: Sandbox): Promise<number> {
  return new Promise((resolve, reject) => {
    sandbox.app.server.getConnections((error, count) => {
      if (error) reject(error);
      else resolve(count);
    });
  });
}

describe('ConnectionLimit', () => {
  it('admits up to the maximum per address, then refuses', () => {
    const limit = new ConnectionLimit(2);
    expect([limit.acquire('a'), limit.acquire('a'), limit.acquire('a')]).toEqual([true, true, false]);
  });

  it('counts each address apart', () => {
    const limit = new ConnectionLimit(1);
    limit.acquire('a');
    expect(limit.acquire('b')).toBe(true);
  });

  it('admits again once a connection is released', () => {
    const limit = new ConnectionLimit(1);
    limit.acquire('a');
    limit.release('a');
    expect(limit.acquire('a')).toBe(true);
  });

  it('admits everything with a maximum of 0', () => {
    const limit = new ConnectionLimit(0);
    for (let i = 0; i < 1000; i++) expect(limit.acquire('a')).toBe(true);
  });

  it('refuses a headers timeout longer than the request timeout, or a timeout of 0', () => {
    expect(() => checkedBounds({ headersTimeoutMs: 5000, requestTimeoutMs: 1000 })).toThrow(
      /requestTimeoutMs/,
    );
    expect(() => checkedBounds({ keepAliveTimeoutMs: 0 })).toThrow(/keepAliveTimeoutMs/);
    expect(checkedBounds()).toEqual(defaultConnectionBounds);
  });
});

describe('the connection cap of a running sandbox', () => {
  let sandbox: Sandbox | undefined;
  const sockets: OpenSocket[] = [];

  afterEach(async () => {
    for (const open of sockets.splice(0)) open.socket.destroy();
    await sandbox?.close();
  });

  it('keeps serving other clients while one address holds more idle sockets than its cap', async () => {
    sandbox = await startTestSandbox({ connections: { maxConnectionsPerAddress: 20 } });
    for (let i = 0; i < 40; i++) sockets.push(await openSocket(portOf(sandbox)));
    await eventually(() => sockets.filter((s) => s.isClosed()).length === 20);
    expect(await getConfigFrom(sandbox.url, '127.0.0.2')).toBe(200);
  });

  it('answers a refused connection 503 with Retry-After and the security headers', async () => {
    sandbox = await startTestSandbox({ connections: { maxConnectionsPerAddress: 1 } });
    sockets.push(await openSocket(portOf(sandbox)));
    const refused = await openSocket(portOf(sandbox));
    await refused.closed;
    const head = refused.received().toLowerCase();
    expect(head).toMatch(/^http\/1\.1 503 /);
    expect(head).toContain('retry-after: ');
    for (const [name, value] of Object.entries(securityHeaders)) expect(head).toContain(`${name}: ${value}`);
  });

  it('gives an address its places back when its connections close', async () => {
    sandbox = await startTestSandbox({ connections: { maxConnectionsPerAddress: 2 } });
    let openConnections = -1;
    const held = [await openSocket(portOf(sandbox)), await openSocket(portOf(sandbox))];
    for (const open of held) open.socket.destroy();
    await Promise.all(held.map((open) => open.closed));
    await eventually(
      () => openConnections === 0,
      5_000,
      async () => {
        openConnections = await connectionsOf(sandbox as Sandbox);
      },
    );
    expect(await getConfigFrom(sandbox.url, '127.0.0.1')).toBe(200);
  });

  it('does not count a trusted proxy against the cap, only the clients it forwards', async () => {
    sandbox = await startTestSandbox({
      connections: { maxConnectionsPerAddress: 2 },
      trustedProxies: ['127.0.0.1'],
    });
    for (let i = 0; i < 4; i++) sockets.push(await openSocket(portOf(sandbox)));
    expect(await getConfigFrom(sandbox.url, '127.0.0.1')).toBe(200);
    expect(sockets.some((s) => s.isClosed())).toBe(false);
  });

  it('counts a proxied WebSocket against the client X-Forwarded-For names', async () => {
    sandbox = await startTestSandbox({
      connections: { maxConnectionsPerAddress: 1 },
      trustedProxies: ['127.0.0.1'],
    });
    const upgrade = async (client: string): Promise<string> => {
      const open = await openSocket(portOf(sandbox as Sandbox));
      sockets.push(open);
      open.socket.write(
        'GET /ws HTTP/1.1\r\nHost: casino\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
          `Sec-WebSocket-Protocol: v12.stomp\r\nX-Forwarded-For: ${client}\r\n\r\n`,
      );
      await eventually(() => open.received().includes('\r\n\r\n'));
      return open.received().split('\r\n')[0] ?? '';
    };
    expect(await upgrade('198.51.100.1')).toMatch(/ 101 /);
    expect(await upgrade('198.51.100.1')).toMatch(/ 503 /);
    expect(await upgrade('198.51.100.2')).toMatch(/ 101 /);
  });
});

describe('timeouts of a running sandbox', () => {
  let sandbox: Sandbox | undefined;

  afterEach(async () => {
    await sandbox?.close();
  });

  const shortTimeouts = { keepAliveTimeoutMs: 200, headersTimeoutMs: 300, requestTimeoutMs: 1000 };

  it('closes a socket that never sends a request, with 408 and the security headers', async () => {
    sandbox = await startTestSandbox({ connections: shortTimeouts });
    const silent = await openSocket(portOf(sandbox));
    await silent.closed;
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(silent.received().toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('closes a socket whose request head never ends (slow headers)', async () => {
    sandbox = await startTestSandbox({ connections: shortTimeouts });
    const slow = await openSocket(portOf(sandbox));
    slow.socket.write(`GET ${paths.generalConfig} HTTP/1.1\r\nHost: casino\r\n`);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    sandbox = await startTestSandbox({ connections: shortTimeouts });
    const idle = await openSocket(portOf(sandbox));
    idle.socket.write(
      `GET ${paths.generalConfig} HTTP/1.1\r\nHost: casino\r\nX-Client-Code: lv-casino-web\r\nX-Label-Entry-Point: LV\r\n\r\n`,
    );
    await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
