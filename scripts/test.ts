/**
 * `npm test`: everything CI checks, in order, stopping at the first failure.
 * Each step prints its name and duration; the summary prints the total.
 */
import { spawnSync } from 'node:child_process';
import { ensureTestPackages } from './chromium.ts';

interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

const npx = (command: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({ command, args });
const node = (script: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({
  command: process.execPath,
  args: [script, ...args],
});

/**
 * ESLint skips files whose content and config are unchanged since its last run. The content strategy
 * (not mtime, which a fresh checkout or a restored CI cache changes) keeps that correct; the cache
 * lives in node_modules/, which git, ESLint and Prettier ignore.
 */
const eslintCache = [
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '--cache-strategy',
  'content',
];

/**
 * Two linting threads: the type-aware lint of the whole repository, without a cache, took 114 s in one and 96 s in two
 * on the 2-core machine. ESLint's "auto" would choose one there (it caps at half the cores).
 */
const eslintThreads = ['--concurrency', '2'];

const steps: readonly Step[] = [
  { name: 'lint (eslint)', ...npx('eslint', ...eslintCache, ...eslintThreads, '.', '--max-warnings=0') },
  { name: 'format (prettier)', ...npx('prettier', '--check', '.') },
  { name: 'typecheck', ...node('scripts/typecheck.ts') },
  { name: 'dependency rules', ...node('scripts/check-architecture.ts') },
  { name: 'contract lint', ...node('scripts/lint-contracts.ts') },
  { name: 'generated code is up to date', ...node('scripts/check-generated.ts') },
  {
    name: 'contract lint (Spectral: spectral:oas + OWASP, on the bundle)',
    ...node('scripts/lint-spectral.ts'),
  },
  { name: 'contract coverage of both specifications', ...node('scripts/contract-coverage.ts') },
  { name: "unit tests, with core's branch coverage ≥ 95 %", ...npx('vitest', 'run', '--coverage') },
  { name: 'web build', ...npx('vite', 'build', 'web', '--logLevel', 'warn') },
  {
    name: 'size budget: initial JS ≤ 1.1× bare build',
    ...node('scripts/check-size-budget.ts', '--web-dist', 'web/dist'),
  },
  { name: 'pact consumer tests', ...npx('vitest', 'run', '--config', 'tests/contract/vitest.config.ts') },
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
    name: 'e2e journeys (Chromium)',
    ...npx('playwright', 'test', '--config', 'tests/e2e/playwright.config.ts'),
  },
];

const started = Date.now();
ensureTestPackages();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', PACT_DO_NOT_TRACK: 'true' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (${seconds} s)`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
