import type { SessionRefreshResult } from '@lv-casino/sdk/session-refresh.ts';
import { describe, expect, it } from 'vitest';
import { useStompAdapterHarness } from '../testing/stomp-adapter.harness.ts';

const DESTINATION = '/user/queue/notifications';
const KYC = JSON.stringify({ notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } });
const setUp = useStompAdapterHarness();

/** A refresh the test answers: records the refused tokens, stores `next` and gives `result`. */
function fakeRefresh(
  tokens: { current: { accessToken: string } | null },
  result: SessionRefreshResult | Error = { kind: 'refreshed', accessToken: 'access-2' },
) {
  const refused: string[] = [];
  const refresh = (refusedAccessToken: string): Promise<SessionRefreshResult> => {
    refused.push(refusedAccessToken);
    if (result instanceof Error) return Promise.reject(result);
    if (result.kind === 'refreshed') tokens.current = { accessToken: result.accessToken };
    return Promise.resolve(result);
  };
  return { refused, refresh };
}

/** A harness whose adapter refreshes through `fakeRefresh` and records the session ends. */
function withRefresh(result?: SessionRefreshResult | Error) {
  const ended: number[] = [];
  const tokens = { current: { accessToken: 'access-1' } as { accessToken: string } | null };
  const spy = fakeRefresh(tokens, result);
  const subject = setUp('access-1', {
    refresh: (token) => spy.refresh(token),
    onSessionEnded: (errorCode) => ended.push(errorCode),
  });
  // The harness reads its own token source: keep the two in step.
  Object.defineProperty(subject.tokens, 'current', {
    get: () => tokens.current,
    set: (value: { accessToken: string } | null) => (tokens.current = value),
  });
  return { ...subject, ended, refused: spy.refused };
}

describe('NotificationsStompAdapter status', () => {
  it('is connecting until the broker confirms the subscription', async () => {
    const { adapter, connectAndAccept } = setUp();

    await connectAndAccept();

    expect(adapter.status).toBe('connecting');
    expect(adapter.connected).toBe(false);
  });

  it('asks for a receipt of its SUBSCRIBE and is connected once it comes', async () => {
    const { adapter, statuses, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.confirmSubscription();

    expect(socket.lastFrame('SUBSCRIBE')?.headers.receipt).toBeDefined();
    expect(adapter.connected).toBe(true);
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('counts a first message as the confirmation of a broker that sends no receipt', async () => {
    const { adapter, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, KYC);

    expect(adapter.status).toBe('connected');
  });

  it('is no longer connected once the connection drops, until subscribed again', async () => {
    const { adapter, statuses, elapse, acceptNext, connectAndSubscribe } = setUp();
    const first = await connectAndSubscribe();

    first.close();
    expect(adapter.status).toBe('connecting');
    await elapse(10_000);
    const second = await acceptNext();
    second.confirmSubscription();

    expect(statuses).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('is disconnected after disconnect, and tells nothing more', async () => {
    const { adapter, statuses, connectAndSubscribe } = setUp();
    const socket = await connectAndSubscribe();

    adapter.disconnect();
    socket.close();

    expect(adapter.status).toBe('disconnected');
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected']);
  });

  it('is disconnected when there is no token to connect with', async () => {
    const { adapter, elapse } = setUp(null);

    adapter.connect(() => undefined);
    await elapse();

    expect(adapter.status).toBe('disconnected');
  });
});

describe('NotificationsStompAdapter on ERROR 96 and 97', () => {
  it.each([96, 97])(
    'refreshes once and reconnects at once with the new token after ERROR %i',
    async (code) => {
      const { sockets, refused, elapse, connect } = withRefresh();
      const first = await connect();

      first.rejectWithErrorCode(code);
      await elapse();
      const second = sockets[1];
      second?.open();

      expect(refused).toEqual(['access-1']);
      expect(sockets).toHaveLength(2);
      expect(second?.lastFrame('CONNECT')?.headers.Authorization).toBe('Bearer access-2');
    },
  );

  it('delivers the notifications of the connection made with the refreshed token', async () => {
    const { received, adapter, connect, acceptNext } = withRefresh();
    const first = await connect();

    first.rejectWithErrorCode(97);
    const second = await acceptNext();
    second.confirmSubscription();
    second.deliver(DESTINATION, KYC);

    expect(adapter.connected).toBe(true);
    expect(received).toEqual([{ notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } }]);
  });

  it('waits the reconnect delay before refreshing again when the refreshed token is refused too', async () => {
    const { sockets, refused, elapse, connect } = withRefresh();
    (await connect()).rejectWithErrorCode(97);
    await elapse();
    const second = sockets[1];
    second?.open();

    second?.rejectWithErrorCode(97);
    await elapse(9_999);
    expect(refused).toHaveLength(1);
    await elapse(1);

    expect(refused).toEqual(['access-1', 'access-2']);
  });

  it('stops, without a word of its own, when the refresh ended the session (98)', async () => {
    const { adapter, sockets, ended, elapse, connect } = withRefresh({ kind: 'ended' });

    (await connect()).rejectWithErrorCode(97);
    await elapse(60_000);

    expect(sockets).toHaveLength(1);
    expect(ended).toEqual([]);
    expect(adapter.status).toBe('disconnected');
  });

  it('ends the session when the server refuses the refresh otherwise', async () => {
    const { sockets, ended, elapse, connect } = withRefresh({ kind: 'refused', status: 400, errorCode: 2 });

    (await connect()).rejectWithErrorCode(96);
    await elapse(60_000);

    expect(ended).toEqual([98]);
    expect(sockets).toHaveLength(1);
  });

  it('retries after the reconnect delay when the refresh cannot reach the server', async () => {
    const { sockets, warnings, refused, elapse, connect } = withRefresh(new TypeError('Network Error'));

    (await connect()).rejectWithErrorCode(97);
    await elapse(9_999);
    expect(sockets).toHaveLength(1);
    await elapse(1);

    expect(sockets).toHaveLength(2);
    expect(refused).toEqual(['access-1']);
    expect(warnings).toEqual([expect.stringContaining('token refresh')]);
  });

  it('retries after the reconnect delay when the server cannot refresh now', async () => {
    const { sockets, elapse, connect } = withRefresh({ kind: 'unavailable', status: 503 });

    (await connect()).rejectWithErrorCode(97);
    await elapse(10_000);

    expect(sockets).toHaveLength(2);
  });

  it('reconnects after the delay with the stored token when it has no refresh', async () => {
    const { sockets, tokens, elapse, connect } = setUp('expired');

    (await connect()).rejectWithErrorCode(97);
    tokens.current = { accessToken: 'refreshed-over-http' };
    await elapse(10_000);
    sockets[1]?.open();

    expect(sockets[1]?.lastFrame('CONNECT')?.headers.Authorization).toBe('Bearer refreshed-over-http');
  });

  it('drops a refresh that answers after a disconnect', async () => {
    const { adapter, sockets, elapse, connect } = withRefresh();

    (await connect()).rejectWithErrorCode(97);
    adapter.disconnect();
    await elapse(60_000);

    expect(sockets).toHaveLength(1);
  });
});

describe('NotificationsStompAdapter on ERROR 98 and 3', () => {
  it.each([98, 3])('ends the session with %i and stops reconnecting', async (code) => {
    const { adapter, sockets, ended, refused, elapse, connect } = withRefresh();

    (await connect()).rejectWithErrorCode(code);
    await elapse(60_000);

    expect(ended).toEqual([code]);
    expect(refused).toEqual([]);
    expect(sockets).toHaveLength(1);
    expect(adapter.status).toBe('disconnected');
  });

  it('reads the errorCode from a header when the body has none', async () => {
    const { ended, elapse, connect } = withRefresh();
    const socket = await connect();

    socket.serverSends({
      command: 'ERROR',
      headers: { message: 'Session ended', errorCode: '98' },
      body: '',
    });
    socket.close();
    await elapse();

    expect(ended).toEqual([98]);
  });

  it('connects again on the next connect', async () => {
    const { adapter, sockets, elapse, connect } = withRefresh();
    (await connect()).rejectWithErrorCode(98);
    await elapse();

    adapter.connect(() => undefined);
    await elapse();

    expect(sockets).toHaveLength(2);
  });
});

describe('NotificationsStompAdapter when the broker refuses the subscription', () => {
  it('warns with the destination and the broker’s reason, and says so in its status', async () => {
    const { adapter, warnings, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.refuseSubscription('Unknown destination');

    expect(warnings).toEqual([
      expect.stringMatching(/refused the subscription to \/user\/queue\/notifications.*Unknown destination/),
    ]);
    expect(adapter.status).toBe('subscription-refused');
    expect(adapter.connected).toBe(false);
  });

  it('retries after 10 s, then 20 s, then 40 s', async () => {
    const { sockets, elapse, connectAndAccept, acceptNext } = setUp();
    (await connectAndAccept()).refuseSubscription('Unknown destination');
    const opened: number[] = [];

    for (const wait of [10_000, 20_000, 40_000]) {
      await elapse(wait - 1);
      opened.push(sockets.length);
      await elapse(1);
      (await acceptNext()).refuseSubscription('Unknown destination');
    }

    expect(opened).toEqual([1, 2, 3]);
    expect(sockets).toHaveLength(4);
  });

  it('waits no longer than its longest retry delay', async () => {
    const { sockets, elapse, connectAndAccept, acceptNext } = setUp('access-1', { maxRetryDelayMs: 15_000 });
    (await connectAndAccept()).refuseSubscription('Unknown destination');
    await elapse(10_000);
    (await acceptNext()).refuseSubscription('Unknown destination');

    await elapse(15_000);

    expect(sockets).toHaveLength(3);
  });

  it('stays refused while retrying, is connected once a retry is confirmed, and starts the waits over', async () => {
    const { adapter, statuses, sockets, elapse, connectAndAccept, acceptNext } = setUp();
    (await connectAndAccept()).refuseSubscription('Unknown destination');
    await elapse(10_000);
    const retry = await acceptNext();
    expect(adapter.status).toBe('subscription-refused');

    retry.confirmSubscription();
    retry.close();
    await elapse(10_000);
    (await acceptNext()).refuseSubscription('Unknown destination');
    await elapse(10_000);

    expect(statuses).toEqual([
      'connecting',
      'subscription-refused',
      'connected',
      'connecting',
      'subscription-refused',
    ]);
    expect(sockets).toHaveLength(4);
  });

  it('stops retrying once disconnected', async () => {
    const { adapter, sockets, elapse, connectAndAccept } = setUp();
    (await connectAndAccept()).refuseSubscription('Unknown destination');

    adapter.disconnect();
    await elapse(600_000);

    expect(sockets).toHaveLength(1);
  });

  it('subscribes to the destination it is configured with', async () => {
    const { received, connectAndAccept } = setUp('access-1', { destination: '/exchange/notifications/1001' });
    const socket = await connectAndAccept();

    socket.deliver('/exchange/notifications/1001', KYC);

    expect(socket.lastFrame('SUBSCRIBE')?.headers.destination).toBe('/exchange/notifications/1001');
    expect(received).toHaveLength(1);
  });
});

describe('NotificationsStompAdapter warnings of other ERROR frames', () => {
  it('warns of an ERROR on a live connection, without the token it quotes', async () => {
    const { warnings, connectAndSubscribe } = setUp('secret-token');
    const socket = await connectAndSubscribe();

    socket.rejectWithError('Session ended for Bearer secret-token');

    expect(warnings).toEqual([expect.stringContaining('ERROR')]);
    expect(warnings.join('\n')).not.toContain('secret-token');
  });
});
