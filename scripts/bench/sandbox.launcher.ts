/**
 * Starts the sandbox (node sandbox/src/main.ts) as a child process serving a build folder on a free
 * 127.0.0.1 port, and waits until it serves the lobby page.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './app-builds.builder.ts';
import { onExit } from './cleanup.registry.ts';

/** The sandbox's catalogues: `default` (~2,100 games) or `large` (10,110 games). */
export type SandboxSeed = 'default' | 'large';

export interface SandboxOptions {
  /** Folder of the build to serve (SANDBOX_WEB_ROOT). */
  readonly webRoot: string;
  /** Catalogue; default `default`. */
  readonly seed?: SandboxSeed;
  /** How long to wait for the first answer, in ms; default 120000 (generous: the machine is shared). */
  readonly readyTimeoutMs?: number;
}

export interface RunningSandbox {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s). */
  readonly stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no TCP port was assigned');
  return address.port;
}

/**
 * Whether the sandbox answers yet: false while nothing listens, true once GET /lv/casino answers
 * 200. Any other answer is final (e.g. 503 without a web build), so it throws instead of waiting.
 */
async function servesLobby(url: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${url}/lv/casino`);
  } catch {
    return false;
  }
  const body = await response.text();
  if (!response.ok) {
    throw new Error(
      `GET /lv/casino answered ${response.status}: ${body.split('\n')[0]?.slice(0, 300) ?? ''}`,
    );
  }
  return true;
}

/** Starts a sandbox serving `webRoot` and resolves once GET /lv/casino answers 200. */
export async function launchSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'sandbox/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_WEB_ROOT: options.webRoot,
      SANDBOX_SEED: options.seed ?? 'default',
      SANDBOX_DB: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const unregister = onExit(() => child.kill('SIGKILL'));
  // The pipes must be drained or a chatty server blocks; the tail explains a failed start.
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  void exited.catch(() => undefined); // a spawn error surfaces through the readiness check instead

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    unregister();
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  try {
    while (!(await servesLobby(url))) {
      if (child.exitCode !== null) throw new Error(`it exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('it did not answer in time');
      await sleep(250);
    }
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The sandbox (${options.seed ?? 'default'} seed) did not start: ${reason}\n${output}`);
  }
  return { url, stop };
}
