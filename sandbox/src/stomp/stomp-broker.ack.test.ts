import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, startTestSandbox, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';

const destination = '/user/queue/notifications';

describe('STOMP acknowledgements and heart-beats', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let client: StompTestClient;

  // The broker's period is 50 ms, also for a client asking for 0: the acknowledgement tests promise a
  // heart-beat every 60 s instead, so the broker never drops them for silence.
  const connect = async (heartBeat = '60000,0', version = '1.2'): Promise<void> => {
    const { accessToken } = await api.login('anna');
    client = await StompTestClient.open(sandbox.url);
    const connected = await client.connect(accessToken, {
      'heart-beat': heartBeat,
      'accept-version': version,
    });
    expect(connected.command).toBe('CONNECTED');
  };
  const push = () =>
    api.post('/__sandbox/notifications', { username: 'anna', message: { notificationType: 'X' } });

  beforeEach(async () => {
    sandbox = await startTestSandbox({ stompHeartBeatMs: 50 });
    withoutRealityCheck(sandbox);
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    client.close();
    await sandbox.close();
  });

  it('expects an ACK by the message ack id in client-individual mode', async () => {
    await connect();
    client.sendFrame('SUBSCRIBE', { id: '0', destination, ack: 'client-individual' });
    await push();
    const message = await client.nextFrame();
    const ackId = message.headers.get('ack') ?? '';
    expect(ackId).not.toBe('');
    client.sendFrame('ACK', { id: ackId, receipt: 'acked' });
    expect((await client.nextFrame()).command).toBe('RECEIPT');
    client.sendFrame('ACK', { id: ackId });
    const error = await client.nextFrame();
    expect(error.command).toBe('ERROR');
    expect(error.headers.get('message')).toContain('no unacknowledged message');
  });

  it('settles every earlier message with one cumulative ACK in client mode', async () => {
    await connect();
    client.sendFrame('SUBSCRIBE', { id: '0', destination, ack: 'client' });
    await push();
    await push();
    const first = await client.nextFrame();
    const second = await client.nextFrame();
    client.sendFrame('ACK', { id: second.headers.get('ack') ?? '', receipt: 'both' });
    expect((await client.nextFrame()).command).toBe('RECEIPT');
    client.sendFrame('NACK', { id: first.headers.get('ack') ?? '' });
    expect((await client.nextFrame()).command).toBe('ERROR');
  });

  it('names messages by message-id and subscription in STOMP 1.1', async () => {
    await connect('60000,0', '1.1');
    client.sendFrame('SUBSCRIBE', { id: '0', destination, ack: 'client' }, '', '1.1');
    await push();
    const message = await client.nextFrame();
    expect(message.headers.has('ack')).toBe(false);
    client.sendFrame(
      'NACK',
      { 'message-id': message.headers.get('message-id') ?? '', subscription: '0', receipt: 'n' },
      '',
      '1.1',
    );
    expect((await client.nextFrame()).command).toBe('RECEIPT');
  });

  it('sends heart-beats at the negotiated interval', async () => {
    // The client promises one every 1000 ms, so the broker keeps it while it counts three of 50 ms.
    await connect('1000,50');
    await client.waitForHeartBeats(3);
  });

  it('answers heart-beat 0,0 with its own period and drops the client when it stays silent', async () => {
    const { accessToken } = await api.login('anna');
    client = await StompTestClient.open(sandbox.url);
    const connected = await client.connect(accessToken, { 'heart-beat': '0,0' });
    expect(connected.headers.get('heart-beat')).toBe('50,50');
    await client.waitForHeartBeats(1);
    const error = await client.nextFrame();
    expect(error.headers.get('message')).toBe('Heart-beat timeout');
    expect(await client.waitForClose()).toBe(1001);
  });

  it('drops a STOMP 1.0 client (no heart-beats) silent for twice its period', async () => {
    await connect('0,0', '1.0');
    expect(client.frames[0]?.headers.has('heart-beat')).toBe(false);
    const error = await client.nextFrame();
    expect(error.headers.get('message')).toBe('Heart-beat timeout');
    expect(client.heartBeats).toBe(0);
    await client.waitForClose();
  });

  it('keeps a client that sends heart-beats and drops one that falls silent', async () => {
    // The client promises a heart-beat every 250 ms, so the broker drops it after 500 ms of silence.
    // It asks for the broker's every 50 ms: 15 of them prove at least 750 ms passed on the broker's side.
    await connect('250,50');
    const beat = setInterval(() => {
      client.send('\n');
    }, 50);
    try {
      await client.waitForHeartBeats(client.heartBeats + 15);
      expect(client.closeCode).toBeNull();
    } finally {
      clearInterval(beat);
    }
    const error = await client.nextFrame();
    expect(error.headers.get('message')).toBe('Heart-beat timeout');
    await client.waitForClose();
  });
});
