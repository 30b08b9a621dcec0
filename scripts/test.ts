/**
 * `npm test`: everything CI checks. The machine CI runs on has two cores, and most steps keep one of
 * them busy (ESLint, tsc, Prettier, the contract checks, the Pact runs), so the steps run two at a
 * time: whenever one ends, the first step of STEPS whose `after` steps have passed starts. The browser
 * journeys, the longest, start as soon as the build they test exists, and the others run beside them.
 * The first failure stops the run. Each step's output is printed when it ends, whole, with its
 * duration and CPU time; the summary prints them all.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureTestPackages } from './chromium.ts';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Steps (their names) that must have passed before this one starts. */
  readonly after?: readonly string[];
}

/** How many steps run at once: one per core of the CI machine. */
const LANES = 2;

const bin = (command: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({ command, args });
const node = (script: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({
  command: process.execPath,
  args: [script, ...args],
});

/**
 * ESLint skips files whose content and config are unchanged since its last run. The content strategy
 * (not mtime, which a fresh checkout or a restored CI cache changes) keeps that correct; the cache
 * lives in node_modules/, which git, ESLint and Prettier ignore. One thread: the other core runs the
 * journeys meanwhile (a second ESLint thread builds the same type
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

/**
 * The unit tests' workers, given on the command line: run by project, they got one worker however many
 * the root config allows, and mostly waited (web's alone: 107 s for 89 s of CPU and 128 s of idle
 * core; with two workers 63 s for 91 s; the rest 127 s for 138 s, then 75 s for 134 s).
 */
const UNIT_WORKERS = '--maxWorkers=2';

const WEB_BUILD = 'web build';
const PACT_CONSUMER = 'pact consumer tests';

/**
 * Every step, in the order they start (as a lane frees up and their `after` steps have passed): the
 * build and the browser journeys first, as the journeys take longest; then the long single-core
 * steps; the unit tests, in parts, last, to fill whichever lane frees up first.
 */
const OTHER_STEPS: readonly Step[] = [
  { name: WEB_BUILD, ...bin('vite', 'build', 'web', '--logLevel', 'warn') },
  {
    name: 'e2e journeys and the screen sweep (Chromium)',
    ...bin('playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'),
    after: [WEB_BUILD],
  },
  { name: 'lint (eslint)', ...eslint },
  { name: 'typecheck', ...node('scripts/typecheck.ts') },
  { name: PACT_CONSUMER, ...bin('vitest', 'run', '--config', 'tests/contract/vitest.config.ts') },
  {
    name: 'pacts against the contracts (OpenAPI/AsyncAPI comparator, every adapter call covered)',
    ...node('tests/contract/check-pacts.ts'),
    after: [PACT_CONSUMER],
  },
  {
    name: 'pact against a mock built only from the contract (Prism)',
    ...node('tests/contract/verify-against-contract-mock.ts'),
    after: [PACT_CONSUMER],
  },
  {
    name: 'pact provider verification',
    ...node('tests/contract/verify-provider.ts'),
    after: [PACT_CONSUMER],
  },
  {
    name: 'pact message verification (notifications)',
    ...node('tests/contract/verify-message-provider.ts'),
    after: [PACT_CONSUMER],
  },
  { name: 'format (prettier)', ...bin('prettier', '--check', '.') },
  { name: 'dependency rules', ...node('scripts/check-architecture.ts') },
  { name: 'contract lint', ...node('scripts/lint-contracts.ts') },
  { name: 'generated code is up to date', ...node('scripts/check-generated.ts') },
  {
    name: 'contract lint (Spectral: spectral:oas + OWASP, on the bundle)',
    ...node('scripts/lint-spectral.ts'),
  },
  { name: 'contract coverage of both specifications', ...node('scripts/contract-coverage.ts') },
  {
    name: "core's unit tests, branch coverage ≥ 95 %",
    ...bin('vitest', 'run', '--root', 'core', '--coverage', UNIT_WORKERS),
  },
  { name: "web's unit and component tests", ...bin('vitest', 'run', '--project', 'web', UNIT_WORKERS) },
  {
    name: 'unit tests of sdk, adapters, sandbox, scripts and tests',
    ...bin('vitest', 'run', '--project', '!core', '--project', '!web', UNIT_WORKERS),
  },
];

/**
 * The budgets, last in order: they need the web build only, and fill whichever lane frees up at the
 * end. They used to wait until every other step had passed, because beside a busy step the lobby
 * read 613 bytes more; that was an animation's events running React's event path (the probe now
 * freezes animations, see scripts/bench/start-up.probe.ts), and the reading is now the same beside
 * the web's unit tests as alone (173,530 bytes).
 */
const BUDGETS_STEP: Step = {
  name: 'budgets: initial JS ≤ 1.1× bare; JS executed before the lobby is idle ≤ 1.3× bare; ≤ 6 JS files before a category’s games',
  ...node('scripts/check-budgets.ts', '--web-dist', 'web/dist'),
  after: [WEB_BUILD],
};

export const STEPS: readonly Step[] = [...OTHER_STEPS, BUDGETS_STEP];

interface Finished {
  readonly name: string;
  readonly seconds: number;
  /** CPU time (user + system) of the step and every process it started, from bash's `times`. */
  readonly cpuSeconds: number;
  readonly ok: boolean;
  /** Stopped by another step's failure: it did not fail by itself. */
  readonly stopped: boolean;
  /** What it printed, stdout and stderr. */
  readonly output: string;
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

/** Steps stopped by stopAll: their end is not a failure of their own. */
const stopped = new Set<ChildProcess>();

/** Runs one step with its output held, then prints it whole (two steps' outputs would interleave). */
function runStep(step: Step): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', MEASURED, 'bash', step.command, ...step.args], {
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
      const printed = `${Buffer.concat(output).toString()}${extra}`;
      const wasStopped = !ok && stopped.has(child);
      process.stdout.write(`\n▶ ${step.name}\n${printed}`);
      const mark = ok ? '✔' : wasStopped ? '■ stopped:' : '✖';
      console.log(`${mark} ${step.name} (${seconds.toFixed(1)} s, CPU ${cpuSeconds.toFixed(0)} s)`);
      resolve({ name: step.name, seconds, cpuSeconds, ok, stopped: wasStopped, output: printed });
    };
    child.on('error', (error) => {
      finish(false, `${error.message}\n`);
    });
    child.on('close', (code) => {
      finish(code === 0);
    });
  });
}

/**
 * Runs the steps LANES at a time, each once its `after` steps have passed, and answers every finished
 * one. The first failure stops the steps still running, and no other starts.
 */
async function runAll(steps: readonly Step[]): Promise<Finished[]> {
  const finished: Finished[] = [];
  const waiting = [...steps];
  const passed = new Set<string>();
  let failed = false;
  // Settles when a step ends: a lane with nothing ready (every waiting step needs a running one)
  // looks again then.
  let stepEnded!: () => void;
  let nextEnd = new Promise<void>((resolve) => (stepEnded = resolve));
  const lane = async (): Promise<void> => {
    while (!failed && waiting.length > 0) {
      const next = waiting.findIndex((step) => (step.after ?? []).every((name) => passed.has(name)));
      if (next === -1) {
        if (running.size === 0)
          throw new Error(`no step can start: ${waiting.map((step) => step.name).join('; ')}`);
        await nextEnd;
        continue;
      }
      const [step] = waiting.splice(next, 1);
      if (step === undefined) break;
      const result = await runStep(step);
      finished.push(result);
      if (result.ok) passed.add(result.name);
      else {
        failed = true;
        stopAll();
      }
      const ended = stepEnded;
      nextEnd = new Promise<void>((resolve) => (stepEnded = resolve));
      ended();
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return finished;
}

/** How long a stopped step may take to tidy up before its process group is killed, ms. */
const STOP_GRACE_MS = 20_000;

/** Signals a step's process group; one that ended meanwhile is already gone (ESRCH). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Stops every running step's process group as Ctrl-C would (SIGINT), so that each tidies up: the
 * journeys' Playwright stops the sandboxes it started, which run in process groups of their own and
 * outlived a SIGTERM (the next run then found port 4310 taken). What still runs after
 * STOP_GRACE_MS is killed.
 */
function stopAll(): void {
  const stopping = [...running];
  for (const child of stopping) {
    stopped.add(child);
    signalGroup(child, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of stopping) if (running.has(child)) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

/**
 * How much of a failed step's output the summary repeats: the end of a vitest or Playwright failure
 * report, short enough that a log shown by its last hundred lines still holds it whole.
 */
const FAILURE_TAIL_LINES = 70;

/** The last `count` lines of `text`. */
function lastLines(text: string, count: number): string {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureTestPackages();
  const finished = await runAll(STEPS);
  const failed = finished.filter((step) => !step.ok && !step.stopped);
  if (failed.length > 0) {
    // Again at the very end, where a log cut to its tail still shows it: the steps stopped after the
    // failure print their outputs after the failed step's.
    for (const step of failed) {
      console.error(`\n✖ ${step.name}: the end of its output\n${lastLines(step.output, FAILURE_TAIL_LINES)}`);
    }
    const halted = finished.filter((step) => step.stopped).map((step) => step.name);
    if (halted.length > 0) console.error(`\n■ stopped by that failure: ${halted.join('; ')}`);
    console.error(`\n✖ failed: ${failed.map((step) => step.name).join('; ')}`);
    process.exit(1);
  }
  console.log('\nStep times (two at a time) and CPU times:');
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
