/**
 * Runs long-lived processes side by side (the sandbox and the Vite dev server of `npm run dev`): every
 * line they print is prefixed with their name, and when one exits or `stop()` is called, the others are
 * stopped too.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/** One process to run. */
export interface Service {
  /** Prefix of its output lines, e.g. `sandbox`. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Working directory; default the current one. */
  readonly cwd?: string;
  /** Variables added to the inherited environment. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunOptions {
  /** Where prefixed stdout lines and the runner's own notes go; default process.stdout. */
  readonly stdout?: Writable;
  /** Where prefixed stderr lines go; default process.stderr. */
  readonly stderr?: Writable;
  /** How long a process has to exit after SIGTERM before it gets SIGKILL, in ms; default 5000. */
  readonly killAfterMs?: number;
}

export interface RunningServices {
  /** Settles once every process has exited: 0 when all stopped cleanly, else the first failure's code. */
  readonly exitCode: Promise<number>;
  /** Sends SIGTERM to every process still running (SIGKILL after the grace period). */
  stop(): void;
}

/** 0 for a process that ended normally or was stopped by SIGINT/SIGTERM (also as exit code 130/143). */
export function exitStatusOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (signal === 'SIGINT' || signal === 'SIGTERM') return 0;
  if (code === null) return 1;
  return code === 130 || code === 143 ? 0 : code;
}

/**
 * Starts every service at once. Each runs in its own process group, so a Ctrl-C in the terminal reaches
 * only the caller, which calls `stop()`: every service then gets exactly one SIGTERM and shuts down
 * gracefully. Its stdin is a pipe kept open, so a service that watches stdin (Vite does) ends with the
 * runner.
 */
export function runServices(services: readonly Service[], options: RunOptions = {}): RunningServices {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const killAfterMs = options.killAfterMs ?? 5000;
  const width = Math.max(...services.map((s) => s.name.length));
  const stops = new Set<() => void>();
  let stopping = false;
  let failure: number | undefined;

  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    for (const stopOne of stops) stopOne();
  };

  const exits = services.map(
    (service) =>
      new Promise<void>((resolve) => {
        const prefix = `${service.name.padEnd(width)} | `;
        const child = spawn(service.command, [...service.args], {
          cwd: service.cwd,
          env: { ...process.env, ...service.env },
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: true,
        });
        const stopOne = (): void => {
          child.kill('SIGTERM');
          setTimeout(() => {
            if (child.exitCode !== null || child.signalCode !== null) return;
            stdout.write(`${prefix}did not stop within ${killAfterMs} ms; killing it\n`);
            child.kill('SIGKILL');
          }, killAfterMs).unref();
        };
        const ended = (status: number, how: string): void => {
          if (!stops.delete(stopOne)) return;
          if (status !== 0) failure ??= status;
          if (!stopping && stops.size > 0) stdout.write(`${prefix}${how}; stopping the others\n`);
          stop();
          resolve();
        };
        stops.add(stopOne);
        prefixLines(child.stdout, stdout, prefix);
        prefixLines(child.stderr, stderr, prefix);
        child.once('error', (error) => {
          stderr.write(`${prefix}${error.message}\n`);
          ended(1, 'could not start');
        });
        child.once('close', (code, signal) => {
          ended(exitStatusOf(code, signal), `exited (${signal ?? `code ${String(code)}`})`);
        });
      }),
  );
  return { exitCode: Promise.all(exits).then(() => failure ?? 0), stop };
}

function prefixLines(from: Readable, to: Writable, prefix: string): void {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    to.write(`${prefix}${line}\n`);
  });
}
