import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from './contract-files.ts';

const require = createRequire(import.meta.url);
const cliPath = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export interface RedoclyRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the pinned Redocly CLI (@redocly/cli) with `args` from the repository root, on the running Node.
 * Telemetry and the update notice are switched off: generation must not reach the network.
 */
export function runRedocly(args: readonly string[]): Promise<RedoclyRun> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cliPath, ...args],
      {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
      },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(new Error(`redocly could not run: ${error.message}`, { cause: error }));
          return;
        }
        resolve({ exitCode: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

/** Runs `redocly <args>` and throws with its output when it exits non-zero. */
export async function runRedoclyOrThrow(args: readonly string[]): Promise<RedoclyRun> {
  const run = await runRedocly(args);
  if (run.exitCode !== 0) {
    throw new Error(`redocly ${args.join(' ')} exited with ${run.exitCode}\n${run.stdout}\n${run.stderr}`);
  }
  return run;
}
