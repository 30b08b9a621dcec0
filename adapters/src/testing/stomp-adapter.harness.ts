import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import type { NotificationsStatus } from '@lv-casino/core/notifications/notifications-status.ts';
import {
  NotificationsStompAdapter,
  type NotificationsStompAdapterOptions,
} from '../stomp/notifications.stomp-adapter.ts';
import { FakeStompSocket } from './fake-stomp-socket.ts';

/** Options of the adapter a test sets beyond the harness's own. */
type ExtraOptions = Omit<
  Partial<NotificationsStompAdapterOptions>,
  'tokens' | 'webSocketFactory' | 'debug' | 'warn'
>;

/** An adapter whose sockets, token, warnings, debug lines, statuses and notifications a test can reach. */
const harness = (accessToken: string | null = 'access-1', extra: ExtraOptions = {}) => {
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
  const statuses: NotificationsStatus[] = [];
  const adapter = new NotificationsStompAdapter({
    brokerURL: 'ws://fake.broker/ws',
    ...extra,
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
    adapter.connect(
      (notification) => received.push(notification),
      (status) => statuses.push(status),
    );
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
  /** Connects, accepts the CONNECT and confirms the subscription. */
  const connectAndSubscribe = async (): Promise<FakeStompSocket> => {
    const socket = await connectAndAccept();
    socket.confirmSubscription();
    return socket;
  };
  /** Opens the socket the adapter created last (after a reconnect) and accepts its CONNECT. */
  const acceptNext = async (): Promise<FakeStompSocket> => {
    await elapse();
    const socket = lastSocket();
    socket.open();
    socket.acceptConnect();
    return socket;
  };
  return {
    adapter,
    sockets,
    tokens,
    warnings,
    debugLines,
    received,
    statuses,
    elapse,
    connect,
    connectAndAccept,
    connectAndSubscribe,
    acceptNext,
  };
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

  return (accessToken?: string | null, extra?: ExtraOptions): ReturnType<typeof harness> => {
    current = harness(accessToken, extra);
    return current;
  };
};
