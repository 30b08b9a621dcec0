import { describe, expect, it } from 'vitest';
import { useStompAdapterHarness } from '../testing/stomp-adapter.harness.ts';
import { REMEMBERED_MESSAGE_IDS } from './notifications.stomp-adapter.ts';

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

describe('NotificationsStompAdapter redeliveries', () => {
  const KYC = JSON.stringify({ notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } });
  const kycVerified = { notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } };

  it('delivers a message-id it has seen once, dropping the redelivery', async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, KYC, { messageId: 'm-1' });
    socket.deliver(DESTINATION, KYC, { messageId: 'm-1', headers: { redelivered: 'true' } });

    expect(received).toEqual([kycVerified]);
  });

  it('delivers two messages with the same body and different ids twice', async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, KYC, { messageId: 'm-1' });
    socket.deliver(DESTINATION, KYC, { messageId: 'm-2' });

    expect(received).toEqual([kycVerified, kycVerified]);
  });

  it('always delivers a message without a message-id', async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, KYC, { messageId: null });
    socket.deliver(DESTINATION, KYC, { messageId: null });

    expect(received).toEqual([kycVerified, kycVerified]);
  });

  it('drops a message-id delivered before a reconnect', async () => {
    const { received, sockets, elapse, connectAndAccept } = setUp();
    const first = await connectAndAccept();
    first.deliver(DESTINATION, KYC, { messageId: 'm-1' });

    first.close();
    await elapse(10_000);
    const second = sockets[1];
    second?.open();
    second?.acceptConnect();
    second?.deliver(DESTINATION, KYC, { messageId: 'm-1', headers: { redelivered: 'true' } });
    second?.deliver(DESTINATION, KYC, { messageId: 'm-2' });

    expect(sockets).toHaveLength(2);
    expect(received).toEqual([kycVerified, kycVerified]);
  });

  it(`forgets the oldest id after ${String(REMEMBERED_MESSAGE_IDS)} more`, async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();
    for (let n = 0; n <= REMEMBERED_MESSAGE_IDS; n += 1) {
      socket.deliver(DESTINATION, KYC, { messageId: `m-${String(n)}` });
    }

    socket.deliver(DESTINATION, KYC, { messageId: `m-${String(REMEMBERED_MESSAGE_IDS)}` });
    socket.deliver(DESTINATION, KYC, { messageId: 'm-1' });
    socket.deliver(DESTINATION, KYC, { messageId: 'm-0' });

    expect(received).toHaveLength(REMEMBERED_MESSAGE_IDS + 2);
  });

  it('tells the debug output of a dropped redelivery, without its body or the token', async () => {
    const { debugLines, connectAndAccept } = setUp('secret-token');
    const socket = await connectAndAccept();
    const body = JSON.stringify({ notificationType: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } });

    socket.deliver(DESTINATION, body, { messageId: 'm-1' });
    debugLines.length = 0;
    socket.deliver(DESTINATION, body, { messageId: 'm-1' });

    const drop = debugLines.filter((line) => line.includes('Dropped'));
    expect(drop).toEqual([expect.stringContaining('message-id m-1')]);
    expect(drop.join('\n')).not.toContain('KYC_VERIFIED');
    expect(drop.join('\n')).not.toContain('secret-token');
  });

  it('remembers only the ids it delivered, not that of a malformed message', async () => {
    const { received, connectAndAccept } = setUp();
    const socket = await connectAndAccept();

    socket.deliver(DESTINATION, '{not json', { messageId: 'm-1' });
    socket.deliver(DESTINATION, KYC, { messageId: 'm-1' });

    expect(received).toEqual([kycVerified]);
  });
});
