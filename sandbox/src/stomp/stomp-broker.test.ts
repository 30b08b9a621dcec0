import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, paths, startTestSandbox, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { StompBroker, type NotificationSubscriber } from './stomp-broker.ts';
import { bodyText } from './stomp-frame.ts';

const destination = '/user/queue/notifications';

describe('STOMP broker', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  const clients: StompTestClient[] = [];

  const open = async (protocols?: readonly string[]): Promise<StompTestClient> => {
    const client = await StompTestClient.open(sandbox.url, protocols);
    clients.push(client);
    return client;
  };

  const push = (username: string, message: object) =>
    api.post('/__sandbox/notifications', { username, message });

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    withoutRealityCheck(sandbox);
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await sandbox.close();
  });

  it('connects with a valid token over the highest STOMP subprotocol', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    expect(client.socket.protocol).toBe('v12.stomp');
    const connected = await client.connect(accessToken);
    expect(connected.command).toBe('CONNECTED');
    expect(connected.headers.get('version')).toBe('1.2');
    expect(connected.headers.get('heart-beat')).toBe('10000,10000');
  });

  it('negotiates an older version when the client asks for it', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open(['v11.stomp', 'v10.stomp']);
    expect(client.socket.protocol).toBe('v11.stomp');
    const connected = await client.connect(accessToken, { 'accept-version': '1.1,1.0' });
    expect(connected.headers.get('version')).toBe('1.1');
  });

  it('delivers a control-API notification to the subscribed customer as JSON', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('SUBSCRIBE', { id: 'sub-0', destination, receipt: 'r1' });
    expect((await client.nextFrame()).headers.get('receipt-id')).toBe('r1');

    const message = { notificationType: 'SESSION_END_BY_OPERATOR', data: { reason: 'test' } };
    const pushed = await push('anna', message);
    expect(pushed.status).toBe(202);
    expect(pushed.body).toEqual({ delivered: 1 });

    const frame = await client.nextFrame();
    expect(frame.command).toBe('MESSAGE');
    expect(frame.headers.get('subscription')).toBe('sub-0');
    expect(frame.headers.get('destination')).toBe(destination);
    expect(frame.headers.get('message-id')).toBeTruthy();
    expect(JSON.parse(bodyText(frame))).toEqual(message);
  });

  it('routes a notification to its customer only', async () => {
    const { accessToken } = await api.login('janis');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('SUBSCRIBE', { id: '0', destination });
    expect((await push('anna', { notificationType: 'MULTIPLE_SESSIONS' })).body).toEqual({ delivered: 0 });
    expect((await push('janis', { notificationType: 'MULTIPLE_SESSIONS' })).body).toEqual({ delivered: 1 });
    expect(JSON.parse(bodyText(await client.nextFrame()))).toEqual({ notificationType: 'MULTIPLE_SESSIONS' });
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('SUBSCRIBE', { id: '0', destination });
    client.sendFrame('UNSUBSCRIBE', { id: '0', receipt: 'gone' });
    expect((await client.nextFrame()).command).toBe('RECEIPT');
    expect((await push('anna', { notificationType: 'SE_BY_TIMEOUT' })).body).toEqual({ delivered: 0 });
  });

  it('answers a bad token with an ERROR frame and closes the socket', async () => {
    const client = await open();
    const error = await client.connect('not-a-token');
    expect(error.command).toBe('ERROR');
    expect(JSON.parse(bodyText(error))).toMatchObject({ errorCode: 97 });
    expect(await client.waitForClose()).toBe(1008);
  });

  it('answers an expired token with an ERROR frame carrying errorCode 96', async () => {
    const { accessToken } = await api.login('anna');
    await api.post('/__sandbox/tokens/expire', { username: 'anna' });
    const client = await open();
    const error = await client.connect(accessToken);
    expect(error.command).toBe('ERROR');
    expect(JSON.parse(bodyText(error))).toMatchObject({ errorCode: 96 });
  });

  it('answers a CONNECT without a token with an ERROR frame', async () => {
    const client = await open();
    expect(JSON.parse(bodyText(await client.connect(undefined)))).toMatchObject({ errorCode: 3 });
  });

  it('answers a frame over 16,384 characters with an ERROR frame and closes', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('SEND', { destination: '/app/x' }, 'x'.repeat(16_384));
    const error = await client.nextFrame();
    expect(error.command).toBe('ERROR');
    expect(error.headers.get('message')).toContain('16384');
    expect(await client.waitForClose()).toBe(1009);
  });

  it('refuses frames before CONNECT and destinations it does not route', async () => {
    const early = await open();
    early.sendFrame('SUBSCRIBE', { id: '0', destination });
    expect((await early.nextFrame()).headers.get('message')).toContain('Expected CONNECT');

    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('SUBSCRIBE', { id: '0', destination: '/topic/jackpots', receipt: 'r9' });
    const error = await client.nextFrame();
    expect(error.headers.get('message')).toContain('Unknown destination');
    expect(error.headers.get('receipt-id')).toBe('r9');
  });

  it('ends the realtime connection when its session logs out', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    await api.post(paths.logout, undefined, accessToken);
    expect((await client.nextFrame()).command).toBe('ERROR');
    await client.waitForClose();
  });

  it('acknowledges DISCONNECT with a RECEIPT, then closes', async () => {
    const { accessToken } = await api.login('anna');
    const client = await open();
    await client.connect(accessToken);
    client.sendFrame('DISCONNECT', { receipt: 'bye' });
    expect((await client.nextFrame()).headers.get('receipt-id')).toBe('bye');
    expect(await client.waitForClose()).toBe(1000);
  });
});

describe('STOMP broker: onSubscribed', () => {
  let server: Server;
  let broker: StompBroker;
  let url: string;
  const clients: StompTestClient[] = [];
  const internalErrors: unknown[] = [];
  let onSubscribed: (subscriber: NotificationSubscriber) => void;

  beforeEach(async () => {
    onSubscribed = () => undefined;
    server = createServer();
    broker = new StompBroker({
      // Every token is customer 7's; the token names the session.
      authenticate: (authorization) => ({
        ok: true,
        customerId: 7,
        sessionId: authorization?.replace('Bearer ', '') ?? '',
      }),
      onSubscribed: (subscriber) => {
        onSubscribed(subscriber);
      },
      onInternalError: (error) => internalErrors.push(error),
    });
    broker.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    internalErrors.splice(0);
    await broker.close();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  });

  const subscribed = async (session: string, id = '0'): Promise<StompTestClient> => {
    const client = await StompTestClient.open(url);
    clients.push(client);
    await client.connect(session);
    client.sendFrame('SUBSCRIBE', { id, destination, receipt: `r-${id}` });
    return client;
  };

  it('tells the customer and session of a subscription after its RECEIPT; deliver reaches it only', async () => {
    const told: { customerId: number; sessionId: string; delivered: number }[] = [];
    const other = await subscribed('s-other');
    expect((await other.nextFrame()).command).toBe('RECEIPT');
    onSubscribed = ({ customerId, sessionId, deliver }) => {
      told.push({ customerId, sessionId, delivered: deliver({ notificationType: 'HELLO' }) });
    };

    const client = await subscribed('s-1');
    expect((await client.nextFrame()).headers.get('receipt-id')).toBe('r-0');
    const message = await client.nextFrame();
    expect([message.command, message.headers.get('subscription'), bodyText(message)]).toEqual([
      'MESSAGE',
      '0',
      '{"notificationType":"HELLO"}',
    ]);
    expect(told).toEqual([{ customerId: 7, sessionId: 's-1', delivered: 1 }]);
    // The other connection of the customer got nothing: its next message is a later publish.
    broker.publishToCustomer(7, { notificationType: 'LATER' });
    expect(bodyText(await other.nextFrame())).toBe('{"notificationType":"LATER"}');
  });

  it('answers 0 to a deliver once the subscription has ended', async () => {
    let announced: NotificationSubscriber | undefined;
    onSubscribed = (subscriber) => {
      announced = subscriber;
    };
    const client = await subscribed('s-1');
    await client.nextFrame();
    client.sendFrame('UNSUBSCRIBE', { id: '0', receipt: 'gone' });
    expect((await client.nextFrame()).headers.get('receipt-id')).toBe('gone');
    expect(announced?.deliver({ notificationType: 'HELLO' })).toBe(0);
  });

  it('reports a failing onSubscribed as its own failure and keeps the connection', async () => {
    onSubscribed = () => {
      throw new Error('hook failed');
    };
    const client = await subscribed('s-1');
    expect((await client.nextFrame()).command).toBe('RECEIPT');
    expect(internalErrors).toEqual([new Error('hook failed')]);
    expect(broker.publishToCustomer(7, { notificationType: 'STILL_HERE' })).toBe(1);
    expect(bodyText(await client.nextFrame())).toBe('{"notificationType":"STILL_HERE"}');
  });
});
