import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStompAdapterHarness } from '../testing/stomp-adapter.harness.ts';

const setUp = useStompAdapterHarness();

describe('NotificationsStompAdapter heart-beats and reconnects', () => {
  it('sends a heart-beat every 10 s', async () => {
    const { elapse, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    await elapse(30_000);

    expect(socket.heartbeatsReceived).toBe(3);
  });

  it('closes the connection after two heart-beat periods of server silence', async () => {
    const { elapse, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    await elapse(30_000);

    expect(socket.readyState).toBe(3);
  });

  it('keeps the connection through exactly two heart-beat periods of silence', async () => {
    const { elapse, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    await elapse(20_000);

    expect(socket.readyState).toBe(1);
  });

  it('keeps the connection while the server sends heart-beats', async () => {
    const { elapse, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    for (let beat = 0; beat < 6; beat += 1) {
      await elapse(10_000);
      socket.heartbeat();
    }

    expect(socket.readyState).toBe(1);
  });

  it('reconnects 10 s after the broker rejects the session, with the token stored by then', async () => {
    const { sockets, tokens, elapse, connectAndAccept } = setUp('expired');
    const first = await connectAndAccept();

    first.rejectWithError('token expired');
    tokens.current = { accessToken: 'refreshed' };
    await elapse(9_999);
    expect(sockets).toHaveLength(1);
    await elapse(1);
    sockets[1]?.open();

    expect(sockets[1]?.lastFrame('CONNECT')?.headers.Authorization).toBe('Bearer refreshed');
  });

  it('reconnects at once when the network comes back, not after the 10 s delay', async () => {
    const network = new EventTarget();
    const { sockets, elapse, connectAndAccept } = setUp('access-1', { network });
    const first = await connectAndAccept();
    first.close();
    await elapse(1_000);

    network.dispatchEvent(new Event('online'));
    await elapse();

    expect(sockets).toHaveLength(2);
  });

  it('leaves a connected channel alone when the network comes back', async () => {
    const network = new EventTarget();
    const { sockets, elapse, connectAndSubscribe } = setUp('access-1', { network });
    await connectAndSubscribe();

    network.dispatchEvent(new Event('online'));
    await elapse();

    expect(sockets).toHaveLength(1);
  });

  it('stops reconnecting once the token is gone', async () => {
    const { sockets, tokens, elapse, connectAndAccept } = setUp();
    const first = await connectAndAccept();

    tokens.current = null;
    first.close();
    await elapse(60_000);

    expect(sockets).toHaveLength(1);
  });

  it('sends DISCONNECT and does not reconnect after disconnect', async () => {
    const { adapter, sockets, elapse, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    adapter.disconnect();
    await elapse(60_000);

    expect(socket.lastFrame('DISCONNECT')).toBeDefined();
    expect(sockets).toHaveLength(1);
  });

  it('re-opens the connection with the current token when connected again', async () => {
    const { adapter, sockets, tokens, elapse, connectAndAccept } = setUp('old');
    const first = await connectAndAccept();

    tokens.current = { accessToken: 'new' };
    adapter.connect(() => undefined);
    await elapse();
    sockets[1]?.open();

    expect(first.readyState).toBe(3);
    expect(sockets[1]?.lastFrame('CONNECT')?.headers.Authorization).toBe('Bearer new');
  });
});

describe('NotificationsStompAdapter in a browser with workers', () => {
  class FakeWorker {
    static readonly created: FakeWorker[] = [];
    onmessage: ((event: { data: number }) => void) | null = null;
    terminated = false;
    constructor() {
      FakeWorker.created.push(this);
    }
    terminate(): void {
      this.terminated = true;
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends its heart-beats from a worker ticker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const socket = await setUp().connectAndAccept();

    FakeWorker.created.at(-1)?.onmessage?.({ data: 10_000 });

    expect(socket.heartbeatsReceived).toBe(1);
  });
});
