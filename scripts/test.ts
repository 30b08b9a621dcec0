/**
 * `npm test`: everything CI checks. The steps run in two lanes side by side, in stages: the machine
 * CI runs on has two cores, and most steps keep only one of them busy (tsc, Prettier, the contract
 * checks, the Pact runs), so a lane of those beside ESLint, and the unit tests beside the pacts and
 * the browser journeys, finish in about half the time of one line. A lane runs its steps in order;
 * a stage starts when every lane of the one before has finished. The first failure stops the run.
 * Each step's output is printed when it ends, whole, with its duration; the summary prints them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureTestPackages } from './chromium.ts';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /**
   * Runs at a lower CPU priority (`nice`): the unit tests fill the time the browser journeys beside
   * them leave idle, and never slow a journey down (a journey waits for what the player sees; one
   * starved of CPU on a loaded machine could run out of time).
   */
  readonly background?: boolean;
}

/** Steps run in order, beside the other lanes of their stage. */
type Lane = readonly Step[];
/** Lanes that run side by side; the next stage waits for all of them. */
type Stage = readonly Lane[];

const bin = (command: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({ command, args });
const node = (script: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({
  command: process.execPath,
  args: [script, ...args],
});

/**
 * ESLint skips files whose content and config are unchanged since its last run. The content strategy
 * (not mtime, which a fresh checkout or a restored CI cache changes) keeps that correct; the cache
 * lives in node_modules/, which git, ESLint and Prettier ignore. One thread: the other core runs the
 * type check and the contract steps meanwhile (a second ESLint thread builds the same type
 * information again, and saved 18 s of 114 s when ESLint had the machine to itself).
 */
const eslint = bin(
  'eslint',
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '--cache-strategy',
  'content',
  '.',
  '--max-warnings=0',
);

export const STAGES: readonly Stage[] = [
  [
    [{ name: 'lint (eslint)', ...eslint }],
    [
      { name: 'typecheck', ...node('scripts/typecheck.ts') },
      { name: 'format (prettier)', ...bin('prettier', '--check', '.') },
      { name: 'dependency rules', ...node('scripts/check-architecture.ts') },
      { name: 'contract lint', ...node('scripts/lint-contracts.ts') },
      { name: 'generated code is up to date', ...node('scripts/check-generated.ts') },
      {
        name: 'contract lint (Spectral: spectral:oas + OWASP, on the bundle)',
        ...node('scripts/lint-spectral.ts'),
      },
      { name: 'contract coverage of both specifications', ...node('scripts/contract-coverage.ts') },
      { name: 'web build', ...bin('vite', 'build', 'web', '--logLevel', 'warn') },
      {
        name: 'size budget: initial JS ≤ 1.1× bare build',
        ...node('scripts/check-size-budget.ts', '--web-dist', 'web/dist'),
      },
    ],
  ],
  [
    [
      {
        name: "core's unit tests, branch coverage ≥ 95 %",
        ...bin('vitest', 'run', '--root', 'core', '--coverage'),
      },
      { name: 'unit tests of the other packages', ...bin('vitest', 'run', '--project', '!core') },
    ],
    [
      {
        name: 'pact consumer tests',
        ...bin('vitest', 'run', '--config', 'tests/contract/vitest.config.ts'),
      },
      {
        name: 'pacts against the contracts (OpenAPI/AsyncAPI comparator, every adapter call covered)',
        ...node('tests/contract/check-pacts.ts'),
      },
      { name: 'pact provider verification', ...node('tests/contract/verify-provider.ts') },
      {
        name: 'pact message verification (notifications)',
        ...node('tests/contract/verify-message-provider.ts'),
      },
      {
        name: 'e2e journeys and the screen sweep (Chromium)',
        ...bin('playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'),
      },
    ],
  ],
];

interface Finished {
  readonly name: string;
  readonly seconds: number;
  /** CPU time (user + system) of the step and every process it started, from bash's `times`. */
  readonly cpuSeconds: number;
  readonly ok: boolean;
}

/**
 * Runs the command in bash, which reports on file descriptor 3 the CPU time its children used: the
 * machine has two cores, so what a step costs the run is its CPU time more than its duration.
 */
const MEASURED = 'command "$@"; status=$?; times >&3; exit $status';

/** The children's line of `times` ("0m1.250s 0m0.310s"), in seconds. */
function cpuSecondsOf(times: string): number {
  const children = times.trim().split('\n').at(-1) ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

const running = new Set<ChildProcess>();

/** Runs one step with its output held, then prints it whole (lanes' outputs would interleave). */
function runStep(step: Step): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, args] =
      step.background === true
        ? ['nice', ['-n', '10', step.command, ...step.args]]
        : [step.command, step.args];
    const child = spawn('bash', ['-c', MEASURED, 'bash', command, ...args], {
      env: { ...process.env, CI: 'true', PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      // Its own process group, so a stop reaches everything it started (see stopAll).
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    let times = '';
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    (child.stdio[3] as NodeJS.ReadableStream | null)?.on(
      'data',
      (chunk: Buffer) => (times += chunk.toString()),
    );
    const finish = (ok: boolean, extra = ''): void => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const cpuSeconds = cpuSecondsOf(times);
      process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}${extra}`);
      console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds.toFixed(1)} s, CPU ${cpuSeconds.toFixed(0)} s)`);
      resolve({ name: step.name, seconds, cpuSeconds, ok });
    };
    child.on('error', (error) => {
      finish(false, `${error.message}\n`);
    });
    child.on('close', (code) => {
      finish(code === 0);
    });
  });
}

/** Runs a lane's steps in order; stops at its first failure. */
async function runLane(lane: Lane, finished: Finished[]): Promise<boolean> {
  for (const step of lane) {
    const result = await runStep(step);
    finished.push(result);
    if (!result.ok) return false;
  }
  return true;
}

function stopAll(): void {
  for (const child of running) {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureTestPackages();
  const finished: Finished[] = [];
  for (const stage of STAGES) {
    const lanes = stage.map((lane) =>
      runLane(lane, finished).then((ok) => {
        if (!ok) stopAll();
        return ok;
      }),
    );
    const results = await Promise.all(lanes);
    if (results.includes(false)) {
      const failed = finished.filter((step) => !step.ok).map((step) => step.name);
      console.error(`\n✖ failed: ${failed.join('; ')}`);
      process.exit(1);
    }
  }
  console.log('\nStep times (lanes run side by side) and CPU times:');
  for (const step of finished) {
    console.log(
      `  ${step.seconds.toFixed(1).padStart(6)} s  CPU ${step.cpuSeconds.toFixed(0).padStart(4)} s  ${step.name}`,
    );
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

await main();
