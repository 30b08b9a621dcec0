import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../server.ts';
import { ApiClient, startTestSandbox, withoutRealityCheck } from '../../testing/sandbox-harness.ts';

/** Debian's interpreter: python3 on PATH may be another one (pyenv) without python3-stomp. */
const python = '/usr/bin/python3';
const script = join(import.meta.dirname, 'stomp_interop.py');

/** Fails with what to install when the independent client is missing. */
function requireStompPy(): void {
  const probe = existsSync(python) ? spawnSync(python, ['-c', 'import stomp'], { encoding: 'utf8' }) : null;
  if (probe?.status !== 0) {
    throw new Error(
      `${python} cannot import stomp (${probe === null ? 'no such interpreter' : probe.stderr.trim()}). ` +
        "The STOMP interoperability test needs Debian's python3-stomp: `sudo apt-get install -y python3-stomp`.",
    );
  }
}

interface InteropResult {
  readonly subprotocol: string;
  readonly connected: { version: string; 'heart-beat': string; 'user-name': string };
  readonly delivered: number;
  readonly messages: readonly { body: unknown; subscription: string; destination: string; hasAck: boolean }[];
  readonly receipts: readonly string[];
  readonly heartbeatsReceived: boolean;
  readonly errors: readonly unknown[];
  readonly badToken: { message: string; body: { errorCode: number }; closeCode: number | null };
  readonly oversizedFrame: { message: string; closeCode: number | null };
}

function runInterop(sandbox: Sandbox, token: string): Promise<InteropResult> {
  return new Promise((resolve, reject) => {
    execFile(
      python,
      [script, sandbox.url, token, 'anna', '200'],
      { timeout: 60_000, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error !== null) {
          reject(new Error(`stomp_interop.py failed: ${error.message}\n${stdout}\n${stderr}`));
          return;
        }
        const line = stdout.trim().split('\n').at(-1) ?? '';
        resolve(JSON.parse(line) as InteropResult);
      },
    );
  });
}

describe('the STOMP broker with an independent client (stomp.py over WebSocket)', () => {
  let sandbox: Sandbox;
  let result: InteropResult;

  beforeAll(async () => {
    requireStompPy();
    sandbox = await startTestSandbox({ stompHeartBeatMs: 200 });
    withoutRealityCheck(sandbox);
    const { accessToken } = await new ApiClient(sandbox.url).login('anna');
    result = await runInterop(sandbox, accessToken);
  }, 90_000);

  afterAll(async () => {
    await sandbox.close();
  });

  it('connects over v12.stomp with the bearer token and negotiates heart-beats', () => {
    expect(result.subprotocol).toBe('v12.stomp');
    expect(result.connected).toEqual({ version: '1.2', 'heart-beat': '200,200', 'user-name': '1001' });
    expect(result.heartbeatsReceived).toBe(true);
  });

  it('receives the messages pushed through the control API on its subscription', () => {
    expect(result.delivered).toBe(1);
    expect(result.messages).toEqual([
      {
        body: { notificationType: 'SESSION_END_BY_OPERATOR' },
        subscription: 'sub-1',
        destination: '/user/queue/notifications',
        hasAck: true,
      },
      {
        body: { notificationType: 'MULTIPLE_SESSIONS' },
        subscription: 'sub-1',
        destination: '/user/queue/notifications',
        hasAck: true,
      },
    ]);
  });

  it('acknowledges one message and rejects the other without an ERROR', () => {
    expect(result.receipts).toEqual(['subscribed', 'acked', 'nacked']);
    expect(result.errors).toEqual([]);
  });

  it('gets an ERROR frame and a closed socket for a bad token', () => {
    expect(result.badToken.body.errorCode).toBe(97);
    expect(result.badToken.message).toBe('Access token invalid');
    expect(result.badToken.closeCode).toBe(1008);
  });

  it('gets an ERROR frame and close 1009 for a frame over 16,384 characters', () => {
    expect(result.oversizedFrame.message).toContain('16384');
    expect(result.oversizedFrame.closeCode).toBe(1009);
  });
});
