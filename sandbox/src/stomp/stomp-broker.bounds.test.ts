import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { RawWebSocket } from '../testing/raw-websocket.ts';
import { ApiClient, paths, startTestSandbox, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { bodyText } from './stomp-frame.ts';

const destination = '/user/queue/notifications';
const anna = 1001;

describe('STOMP broker bounds', () => {
  let sandbox: Sandbox | undefined;
  const cleanUps: (() => void)[] = [];

  const start = async (options: Parameters<typeof startTestSandbox>[0]) => {
    sandbox = await startTestSandbox(options);
    withoutRealityCheck(sandbox);
    return { sandbox, api: new ApiClient(sandbox.url) };
  };

  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    expect(sandbox?.violations).toEqual([]);
    await sandbox?.close();
    sandbox = undefined;
  });

  it('closes a socket that has not sent CONNECT in time with an ERROR frame and 1008', async () => {
    const { sandbox } = await start({ stompConnectTimeoutMs: 300 });
    const idle = await StompTestClient.open(sandbox.url);
    cleanUps.push(() => {
      idle.close();
    });
    const opened = Date.now();
    const error = await idle.nextFrame();
    expect([error.command, error.headers.get('message')]).toEqual([
      'ERROR',
      'No CONNECT frame within 300 ms',
    ]);
    expect(await idle.waitForClose()).toBe(1008);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(250);
  });

  it('destroys such a socket 2 s after its close frame when the client does not answer it', async () => {
    const { sandbox } = await start({ stompConnectTimeoutMs: 100 });
    const silent = await RawWebSocket.open(sandbox.url);
    cleanUps.push(() => {
      silent.destroy();
    });
    expect(await silent.closeCode()).toBe(1008);
    const closedAt = Date.now();
    await silent.waitForEnd();
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(1_500);
  });

  it('keeps a socket that sent CONNECT in time past the CONNECT timeout', async () => {
    const { sandbox, api } = await start({ stompConnectTimeoutMs: 300 });
    const { accessToken } = await api.login('anna');
    const client = await StompTestClient.open(sandbox.url);
    cleanUps.push(() => {
      client.close();
    });
    await client.connect(accessToken);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.closeCode).toBeNull();
  });

  it('disconnects a subscriber that stops reading with an ERROR frame once 256 KiB wait to be sent', async () => {
    const { sandbox, api } = await start({ stompMaxBufferedBytes: 256 * 1024 });
    const { accessToken } = await api.login('anna');
    const slow = await RawWebSocket.open(sandbox.url);
    cleanUps.push(() => {
      slow.destroy();
    });
    slow.sendStomp('CONNECT', { 'accept-version': '1.2', host: 'x', Authorization: `Bearer ${accessToken}` });
    expect((await slow.stompFrame(0)).command).toBe('CONNECTED');
    slow.sendStomp('SUBSCRIBE', { id: '0', destination, receipt: 'r' });
    expect((await slow.stompFrame(1)).command).toBe('RECEIPT');

    slow.pause();
    const message = { notificationType: 'SIMPLE_MESSAGE', data: { padding: 'p'.repeat(8_000) } };
    let delivered = 0;
    for (let i = 0; i < 3_000; i++) delivered += sandbox.broker.publishToCustomer(anna, message);
    // Far fewer than 3,000 × 8 KB were accepted: the connection ended once the bound was passed.
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(3_000);
    expect(sandbox.broker.connectionsOf(anna)).toBe(0);

    slow.resume();
    const error = await slow.stompFrameOf('ERROR');
    expect(error.headers.get('message')).toMatch(
      /^Slow consumer: \d+ bytes wait to be sent, more than 262144$/,
    );
    expect(slow.stompFrames.filter((f) => f.command === 'MESSAGE')).toHaveLength(delivered);
    expect(await slow.closeCode()).toBe(1008);
  });

  it('ends the oldest session beyond the per-player cap with MULTIPLE_SESSIONS', async () => {
    const { sandbox, api } = await start({ maxSessionsPerPlayer: 2 });
    const first = await api.login('anna');
    const oldest = await StompTestClient.open(sandbox.url);
    cleanUps.push(() => {
      oldest.close();
    });
    await oldest.connect(first.accessToken);
    oldest.sendFrame('SUBSCRIBE', { id: '0', destination, receipt: 'r' });
    expect((await oldest.nextFrame()).command).toBe('RECEIPT');
    const janis = await api.login('janis');

    const second = await api.login('anna');
    expect(oldest.frames).toHaveLength(2); // nothing yet: two sessions are allowed
    const third = await api.login('anna');

    const notification = await oldest.nextFrame();
    expect([notification.command, JSON.parse(bodyText(notification))]).toEqual([
      'MESSAGE',
      { notificationType: 'MULTIPLE_SESSIONS' },
    ]);
    expect((await oldest.nextFrame()).command).toBe('ERROR');
    expect(await oldest.waitForClose()).toBe(1008);
    expect((await api.get(paths.balances, first.accessToken)).body).toMatchObject({ errorCode: 97 });
    for (const live of [second, third, janis]) {
      expect((await api.get(paths.balances, live.accessToken)).status).toBe(200);
    }
    expect(sandbox.state.tokens.sessionsOf(anna)).toHaveLength(2);
  });
});
