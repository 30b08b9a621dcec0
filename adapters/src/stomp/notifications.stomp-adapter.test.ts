import { describe, expect, it } from 'vitest';
import { useStompAdapterHarness } from '../testing/stomp-adapter.harness.ts';

const DESTINATION = '/user/queue/notifications';
const setUp = useStompAdapterHarness();

describe('NotificationsStompAdapter connecting', () => {
  it('sends the access token as a bearer Authorization header in CONNECT', async () => {
    const socket = await setUp('access-1').connect();

    expect(socket.lastFrame('CONNECT')?.headers.Authorization).toBe('Bearer access-1');
  });

  it('offers STOMP versions 1.1 and 1.0', async () => {
    const socket = await setUp().connect();

    expect(socket.lastFrame('CONNECT')?.headers['accept-version']).toBe('1.1,1.0');
  });

  it('asks for heart-beats of 10000 ms both ways', async () => {
    const socket = await setUp().connect();

    expect(socket.lastFrame('CONNECT')?.headers['heart-beat']).toBe('10000,10000');
  });

  it('subscribes to the customer notification queue once connected', async () => {
    const socket = await setUp().connectAndAccept();

    expect(socket.lastFrame('SUBSCRIBE')?.headers.destination).toBe(DESTINATION);
  });

  it('opens no socket while there is no token', async () => {
    const { adapter, sockets, elapse } = setUp(null);

    adapter.connect(() => undefined);
    await elapse(60_000);

    expect(sockets).toHaveLength(0);
  });

  it('never passes the token to the debug output', async () => {
    const { debugLines, connectAndAccept } = setUp('secret-token');

    await connectAndAccept();

    expect(debugLines.some((line) => line.includes('CONNECT'))).toBe(true);
    expect(debugLines.join('\n')).not.toContain('secret-token');
  });
});

describe('NotificationsStompAdapter messages', () => {
  it('delivers a MESSAGE as a CustomerNotification', async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(
      DESTINATION,
      JSON.stringify({ notificationType: 'LIMITS_CHANGED', responsibleGamingType: 'LOSS', data: { a: 1 } }),
    );

    expect(received).toEqual([
      { notificationType: 'LIMITS_CHANGED', responsibleGamingType: 'LOSS', data: { a: 1 } },
    ]);
  });

  it('drops a body that is not JSON, with a warning', async () => {
    const { received, warnings, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, '{not json');

    expect(received).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('body is not JSON')]);
  });

  it('drops JSON that is not a SocketMessage, with a warning that leaves out the token', async () => {
    const { received, warnings, connectAndAccept } = setUp('secret-token');
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, JSON.stringify({ type: 'SELF_EXCLUSION', token: 'secret-token' }));

    expect(received).toEqual([]);
    expect(warnings).toEqual([expect.not.stringContaining('secret-token')]);
  });
});
