import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { refreshTokenPath } from '@lv-casino/sdk/refreshing-fetch.ts';
import { createUser } from '@lv-casino/sdk/testing/customer-facing.builders.ts';
import { FakeApiServer, jsonResponse } from '@lv-casino/sdk/testing/fake-api.server.ts';
import { FakeSessionBackend } from '@lv-casino/sdk/testing/fake-session.backend.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import { BrowserClock } from './browser.clock.ts';
import { SessionStorageTokenStore, TOKENS_STORAGE_KEY } from './session-storage.token-store.ts';
import { shareSessionBetweenTabs } from './tab-shared-session.ts';

const currentCustomerPath = '/api/v1/customerfacing/currentCustomer';
const opened: BroadcastChannel[] = [];

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

/**
 * Two tabs of one player as the browser makes them: the second opened from the first with a copy
 * of its session storage; each has its own SDK client, token store and BroadcastChannel (the
 * runtime's, on a name of this test).
 */
function twoTabs() {
  const backend = new FakeSessionBackend();
  const server = new FakeApiServer().on('POST', refreshTokenPath, backend.refreshRoute).on(
    'GET',
    currentCustomerPath,
    backend.privateRoute(() => jsonResponse(200, createUser())),
  );
  const channelName = `lv-casino.session.test-${String(Math.random())}`;
  const first = new InMemoryStorage();
  new SessionStorageTokenStore({ storage: first }).write(backend.issue());
  const second = new InMemoryStorage();
  second.setItem(TOKENS_STORAGE_KEY, first.getItem(TOKENS_STORAGE_KEY) ?? '');
  const openTab = (storage: Storage) => {
    const channel = new BroadcastChannel(channelName);
    opened.push(channel);
    const events = { expired: 0, endedElsewhere: 0 };
    const tokens = shareSessionBetweenTabs({
      store: new SessionStorageTokenStore({ storage }),
      channel,
      clock: new BrowserClock(),
      onEndedElsewhere: () => (events.endedElsewhere += 1),
    });
    const client = createCustomerFacingClient({
      baseUrl: 'http://sandbox.test',
      clientCode: 'lv-casino-web',
      labelEntryPoint: 'LV',
      tokens,
      fetch: server.fetch,
      onSessionExpired: () => (events.expired += 1),
    });
    return { tokens, client, events };
  };
  return { backend, server, a: openTab(first), b: openTab(second) };
}

/** Lets the runtime deliver what the channels carry (a task later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('two tabs of one session', () => {
  it('keeps the second tab working after the first refreshed the tokens', async () => {
    const { backend, server, a, b } = twoTabs();
    backend.expire('at-1');
    await a.client.GET(currentCustomerPath);
    await settle();

    const call = await b.client.GET(currentCustomerPath);

    expect(call.response.status).toBe(200);
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(1);
    expect(b.events.expired).toBe(0);
  });

  it('keeps both working when both refresh at once: the refused one takes the other tab’s pair', async () => {
    const { backend, server, a, b } = twoTabs();
    backend.expire('at-1');

    const [first, second] = await Promise.all([
      a.client.GET(currentCustomerPath),
      b.client.GET(currentCustomerPath),
    ]);

    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(server.requestsTo('POST', refreshTokenPath)).toHaveLength(2);
    expect(a.tokens.read()).toEqual(b.tokens.read());
    expect([a.events.expired, b.events.expired]).toEqual([0, 0]);
  });

  it('logs the other tab out when one ends the session', async () => {
    const { a, b } = twoTabs();

    a.tokens.clear();
    await settle();

    expect(b.tokens.read()).toBeNull();
    expect(b.events.endedElsewhere).toBe(1);
  });
});
