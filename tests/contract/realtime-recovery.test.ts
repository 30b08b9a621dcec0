/**
 * The web's realtime adapter (NotificationsStompAdapter, unmodified) and the SDK client's token refresh
 * against the real sandbox broker: a CONNECT refused with ERROR 97 or 96 refreshes once over HTTP and
 * reconnects with the new token, and a notification published afterwards arrives; a refresh the
 * server refuses (98, as after a sandbox restart) ends the session; a refused SUBSCRIBE is reported and
 * retried.
 */
import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NotificationsStatus } from '@lv-casino/core/notifications/notifications-status.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { NotificationsStompAdapter } from '@lv-casino/adapters/stomp/notifications.stomp-adapter.ts';
import { createSandbox, type Sandbox } from '@lv-casino/sandbox/server.ts';
import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { refreshTokenPath } from '@lv-casino/sdk/refreshing-fetch.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADERS } from './pact-setup.ts';

const PASSWORD = 'Casino2026!';
const KYC_VERIFIED = { notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } } as const;
/** Longest wait for the broker and the API in these tests, ms. */
const WAIT = { timeout: 5000, interval: 20 } as const;

let sandbox: Sandbox;
const adapters: NotificationsStompAdapter[] = [];

beforeAll(async () => {
  sandbox = await createSandbox({
    port: 0,
    log: {
      info: () => undefined,
      warn: () => undefined,
      error: (line) => {
        console.error(line);
      },
    },
  });
}, 60_000);

afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.disconnect();
});

afterAll(async () => {
  await sandbox.close();
});

/** A player's session as the web holds it: the SDK client, its token store, and what it signalled. */
async function session(username: string) {
  const tokens = new InMemoryTokenStore();
  const events = { refreshes: 0, sessionExpired: 0 };
  const client = createCustomerFacingClient({
    baseUrl: sandbox.url,
    clientCode: CLIENT_HEADERS['X-Client-Code'],
    labelEntryPoint: CLIENT_HEADERS['X-Label-Entry-Point'],
    tokens,
    fetch: (request) => {
      if (new URL(request.url).pathname === refreshTokenPath) events.refreshes += 1;
      return fetch(request);
    },
    onSessionExpired: () => (events.sessionExpired += 1),
  });
  const login = await client.POST('/api/v2/customerfacing/login', {
    body: { username, password: PASSWORD, rememberme: false },
  });
  if (login.response.status !== 200 || login.data === undefined) {
    throw new Error(`login of ${username} answered ${String(login.response.status)}`);
  }
  tokens.write({ accessToken: login.data.accessToken, refreshToken: login.data.refreshToken });
  return { client, tokens, events };
}

/** Rotates the pair over HTTP behind the client's back: its access token becomes unknown (97). */
async function rotateElsewhere(refreshToken: string): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${sandbox.url}${refreshTokenPath}`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/** Calls the sandbox's control API; answers the parsed JSON reply. */
async function control(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

/** The adapter as the web builds it, pointed at the sandbox, with its sockets, warnings and news counted. */
function realtime(
  { client, tokens }: Awaited<ReturnType<typeof session>>,
  extra: { readonly destination?: string } = {},
) {
  const seen = {
    sockets: 0,
    warnings: [] as string[],
    ended: [] as number[],
    statuses: [] as NotificationsStatus[],
    received: [] as CustomerNotification[],
  };
  const brokerURL = `${sandbox.url.replace(/^http/, 'ws')}/ws`;
  const adapter = new NotificationsStompAdapter({
    brokerURL,
    ...extra,
    tokens,
    refresh: (token) => client.refreshSession(token),
    onSessionEnded: (errorCode) => seen.ended.push(errorCode),
    reconnectDelayMs: 100,
    maxRetryDelayMs: 400,
    webSocketFactory: () => {
      seen.sockets += 1;
      return new WebSocket(brokerURL, ['v11.stomp', 'v10.stomp']);
    },
    warn: (line) => seen.warnings.push(line),
  });
  adapters.push(adapter);
  adapter.connect(
    (notification) => seen.received.push(notification),
    (status) => seen.statuses.push(status),
  );
  return { adapter, seen };
}

describe('the realtime adapter against the sandbox broker', () => {
  it('refreshes once after ERROR 97, reconnects with the new token and receives what is published next', async () => {
    const anna = await session('anna');
    const stale = anna.tokens.read();
    if (stale === null) throw new Error('no tokens');
    const rotated = await rotateElsewhere(stale.refreshToken);
    // The access token the broker no longer knows (97), with a refresh token it still accepts.
    anna.tokens.write({ accessToken: stale.accessToken, refreshToken: rotated.refreshToken });

    const { adapter, seen } = realtime(anna);
    await vi.waitFor(() => {
      expect(adapter.status).toBe('connected');
    }, WAIT);
    await control('notifications', { username: 'anna', message: KYC_VERIFIED });

    await vi.waitFor(() => {
      expect(seen.received).toContainEqual(KYC_VERIFIED);
    }, WAIT);
    expect(anna.events.refreshes).toBe(1);
    expect(seen.sockets).toBe(2);
    expect(anna.tokens.read()?.accessToken).not.toBe(stale.accessToken);
    expect(seen.statuses).toEqual(['connecting', 'connected']);
  });

  it('refreshes once after ERROR 96 (the access token expired) and reconnects', async () => {
    const janis = await session('janis');
    await control('tokens/expire', { username: 'janis' });

    const { adapter, seen } = realtime(janis);

    await vi.waitFor(() => {
      expect(adapter.status).toBe('connected');
    }, WAIT);
    expect(janis.events.refreshes).toBe(1);
    expect(seen.sockets).toBe(2);
  });

  it('ends the session when the refresh is refused (98), as after a sandbox restart, and stops', async () => {
    const anna = await session('anna');
    // Tokens of a sandbox that has restarted since: unknown to the broker (97) and to the refresh (98).
    anna.tokens.write({ accessToken: 'before-restart', refreshToken: 'before-restart' });

    const { adapter, seen } = realtime(anna);

    await vi.waitFor(() => {
      expect(anna.events.sessionExpired).toBe(1);
    }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(anna.tokens.read()).toBeNull();
    expect(adapter.status).toBe('disconnected');
    expect(seen.sockets).toBe(1);
    expect(seen.statuses).not.toContain('connected');
  });

  it('reports a refused SUBSCRIBE, never claims a connection, and retries with growing waits', async () => {
    const anna = await session('anna');

    const { adapter, seen } = realtime(anna, { destination: '/queue/not-the-customers' });

    await vi.waitFor(() => {
      expect(seen.sockets).toBeGreaterThanOrEqual(3);
    }, WAIT);
    expect(seen.warnings[0]).toMatch(/refused the subscription to \/queue\/not-the-customers/);
    expect(seen.warnings[1]).toMatch(/retrying in 0\.2 s/);
    expect(adapter.status).toBe('subscription-refused');
    expect(seen.statuses).not.toContain('connected');
  });
});
