import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** A sandbox running as its own process (`node src/main.ts`), for tests that kill it. */
export interface SandboxProcess {
  /** Base URL, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** Sends SIGKILL (no close, no last write) and resolves once the process is gone. */
  kill(): Promise<void>;
}

const mainPath = join(import.meta.dirname, '../main.ts');

/**
 * Starts `node src/main.ts --db <databasePath>` on a free loopback port with the extra environment
 * variables, and resolves with its URL once it listens. Fails with the process's output when it exits
 * first.
 */
export function startSandboxProcess(
  databasePath: string,
  env: Readonly<Record<string, string>> = {},
): Promise<SandboxProcess> {
  const child = spawn(process.execPath, [mainPath, '--db', databasePath], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const url = /listening at (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) {
        child.stdout.off('data', read);
        child.stdout.resume();
        resolve({ url, kill });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    void exited.then(() => {
      reject(new Error(`The sandbox process ended before it listened:\n${output}`));
    });
  });
}
