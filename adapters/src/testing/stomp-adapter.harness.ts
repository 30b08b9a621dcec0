import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { NotificationsStompAdapter } from '../stomp/notifications.stomp-adapter.ts';
import { FakeStompSocket } from './fake-stomp-socket.ts';

/** An adapter whose sockets, token, warnings, debug lines and notifications a test can reach. */
const harness = (accessToken: string | null = 'access-1') => {
  const sockets: FakeStompSocket[] = [];
  const tokens = {
    current: accessToken === null ? null : { accessToken },
    read() {
      return this.current;
    },
  };
  const warnings: string[] = [];
  const debugLines: string[] = [];
  const received: CustomerNotification[] = [];
  const adapter = new NotificationsStompAdapter({
    brokerURL: 'ws://fake.broker/ws',
    tokens,
    webSocketFactory: () => {
      const socket = new FakeStompSocket();
      sockets.push(socket);
      return socket;
    },
    debug: (line) => debugLines.push(line),
    warn: (line) => warnings.push(line),
  });
  /** Lets stompjs run its async beforeConnect and any timers due within `ms`. */
  const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  const lastSocket = (): FakeStompSocket => {
    const socket = sockets.at(-1);
    if (socket === undefined) throw new Error('no socket was opened');
    return socket;
  };
  const connect = async (): Promise<FakeStompSocket> => {
    adapter.connect((notification) => received.push(notification));
    await elapse();
    const socket = lastSocket();
    socket.open();
    return socket;
  };
  const connectAndAccept = async (): Promise<FakeStompSocket> => {
    const socket = await connect();
    socket.acceptConnect();
    return socket;
  };
  return { adapter, sockets, tokens, warnings, debugLines, received, elapse, connect, connectAndAccept };
};

/**
 * Registers fake timers and clean-up for the calling test file and returns `setUp(accessToken)`, which
 * builds a NotificationsStompAdapter over FakeStompSockets with a settable token source.
 */
export const useStompAdapterHarness = () => {
  let current: ReturnType<typeof harness> | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    current?.adapter.disconnect();
    current = undefined;
    vi.useRealTimers();
  });

  return (accessToken?: string | null): ReturnType<typeof harness> => {
    current = harness(accessToken);
    return current;
  };
};
