import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { parseHttpResponse } from '../testing/foreign-entrance.ts';
import { opcodes, RawWebSocket, type OutgoingWebSocketFrame } from '../testing/raw-websocket.ts';
import { ApiClient, paths, startTestSandbox, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { bodyText } from './stomp-frame.ts';

const destination = '/user/queue/notifications';

/** Frames the WebSocket layer must refuse, each with the close code RFC 6455 gives the refusal. */
const hostileFrames: readonly { what: string; frame: OutgoingWebSocketFrame; code: number }[] = [
  {
    what: 'a text frame of 1 MiB + 1 bytes (over the maximum payload)',
    frame: { opcode: opcodes.text, payload: 'x'.repeat(1_048_577) },
    code: 1009,
  },
  {
    what: 'an unmasked client frame',
    frame: { opcode: opcodes.text, payload: 'CONNECT\naccept-version:1.2\n\n\0', masked: false },
    code: 1002,
  },
  {
    what: 'invalid UTF-8 in a text frame',
    frame: { opcode: opcodes.text, payload: Buffer.from([0x43, 0xff, 0xfe, 0x0a, 0x0a, 0x00]) },
    code: 1007,
  },
  { what: 'an unknown opcode (0x3)', frame: { opcode: 0x3, payload: 'x' }, code: 1002 },
  {
    what: 'RSV1 set without a negotiated extension',
    frame: { opcode: opcodes.text, payload: 'x', rsv1: true },
    code: 1002,
  },
  {
    what: 'close code 999',
    frame: { opcode: opcodes.close, payload: Buffer.from([0x03, 0xe7]) },
    code: 1002,
  },
];

/** A frame header announcing 2^62 bytes of payload: ws refuses it before reading any. */
const hugeLengthHeader = Buffer.concat([
  Buffer.from([0x81, 0xff]),
  Buffer.from([0x40, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([1, 2, 3, 4]),
]);

describe('hostile WebSocket input ends only its own connection', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    withoutRealityCheck(sandbox);
    api = new ApiClient(sandbox.url);
  }, 30_000);

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  for (const { what, frame, code } of hostileFrames) {
    it(`closes the connection that sends ${what} with ${code}`, async () => {
      const ws = await RawWebSocket.open(sandbox.url);
      ws.send(frame);
      expect(await ws.closeCode()).toBe(code);
      ws.destroy();
    });
  }

  it('closes the connection whose frame header announces 2^62 bytes with 1009', async () => {
    const ws = await RawWebSocket.open(sandbox.url);
    ws.write(hugeLengthHeader);
    expect(await ws.closeCode()).toBe(1009);
    ws.destroy();
  });

  it('answers a STOMP error that quotes 100 non-ASCII characters with an ERROR frame and 1002', async () => {
    // The close reason quoting the command is cut to 123 UTF-8 bytes (ws throws on a longer one).
    const ws = await RawWebSocket.open(sandbox.url);
    ws.sendStomp('Ж'.repeat(100), {});
    expect((await ws.stompFrame(0)).command).toBe('ERROR');
    expect(await ws.closeCode()).toBe(1002);
    ws.destroy();
  });

  it('answers an upgrade whose target is no URL (`//`) with 404', async () => {
    const socket = connect(Number(new URL(sandbox.url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write(
      'GET // HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    await new Promise((resolve) => socket.on('close', resolve));
    expect(parseHttpResponse(Buffer.concat(chunks)).status).toBe(404);
  });

  it('serves logins, the API and STOMP messages after every one of them', async () => {
    // A subscriber that is connected before the attack and stays connected through it.
    const { accessToken } = await api.login('anna');
    const before = await StompTestClient.open(sandbox.url);
    await before.connect(accessToken);
    before.sendFrame('SUBSCRIBE', { id: 'before', destination, receipt: 'r' });
    expect((await before.nextFrame()).command).toBe('RECEIPT');

    const attackers = await Promise.all(
      [...hostileFrames.map((h) => h.frame), null].map(async (frame) => {
        const ws = await RawWebSocket.open(sandbox.url);
        if (frame === null) ws.write(hugeLengthHeader);
        else ws.send(frame);
        return ws;
      }),
    );
    const codes = await Promise.all(attackers.map((ws) => ws.closeCode()));
    expect(codes).toEqual([...hostileFrames.map((h) => h.code), 1009]);
    for (const ws of attackers) ws.destroy();

    // Then: a login over HTTP, a private call, and a STOMP MESSAGE on a new connection (and the old one).
    const janis = await api.login('janis');
    const balances = await api.get(paths.balances, janis.accessToken);
    expect(balances.status).toBe(200);
    const after = await StompTestClient.open(sandbox.url);
    expect((await after.connect(janis.accessToken)).command).toBe('CONNECTED');
    after.sendFrame('SUBSCRIBE', { id: 'after', destination, receipt: 'r' });
    expect((await after.nextFrame()).command).toBe('RECEIPT');
    const message = { notificationType: 'SESSION_END_BY_OPERATOR' };
    const pushed = await api.post('/__sandbox/notifications', { username: 'janis', message });
    expect(pushed.body).toEqual({ delivered: 1 });
    const received = await after.nextFrame();
    expect([received.command, JSON.parse(bodyText(received))]).toEqual(['MESSAGE', message]);

    await api.post('/__sandbox/notifications', { username: 'anna', message });
    expect(JSON.parse(bodyText(await before.nextFrame()))).toEqual(message);
    before.close();
    after.close();
  });
});
