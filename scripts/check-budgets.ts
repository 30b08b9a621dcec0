/**
 * `npm test` step: the budgets that do not depend on the machine's speed, each against the bare build
 * (scripts/bench/bare: the app's libraries, none of its code), built once for both:
 *
 * - size: the lobby's initial JavaScript (gzip, level 9) at most 1.1× the bare build's, so our own code
 *   stays a small share of what a player downloads before the first paint;
 * - start-up: the JavaScript the lobby executes before it is idle at most 1.3× the bare build's, and
 *   at most 6 JavaScript files before a category deep link's first games.
 *
 *   node scripts/check-budgets.ts [--web-dist <folder>] [--only size|start-up] [--factor <n>]
 *
 * --web-dist measures an existing web build (npm test passes the web/dist its build step made);
 * without it the web app is built into a temporary folder first. --only runs one of the two.
 * --factor overrides the size budget's 1.1 to see how far a build is from passing; the budget itself
 * is BUDGETS.initialJsFactor.
 */
import { parseArgs } from 'node:util';
import { buildBareApp, makeTempDir, webBuildFor } from './bench/app-builds.builder.ts';
import { BUDGETS } from './bench/budgets.evaluator.ts';
import { exitAfter } from './bench/cleanup.registry.ts';
import { checkSizeBudget } from './bench/size-budget.check.ts';
import { checkStartUpBudget } from './bench/start-up-budget.check.ts';

const { values } = parseArgs({
  options: { 'web-dist': { type: 'string' }, only: { type: 'string' }, factor: { type: 'string' } },
  strict: true,
});
const factor = values.factor === undefined ? BUDGETS.initialJsFactor : Number(values.factor);
if (!Number.isFinite(factor) || factor <= 0)
  throw new Error(`--factor must be a positive number, not ${values.factor}`);
if (values.only !== undefined && values.only !== 'size' && values.only !== 'start-up')
  throw new Error(`--only is size or start-up, not ${values.only}`);

// Two builds and five page loads take about a minute; the bound only stops a hung browser or server.
exitAfter(10 * 60_000, 'The budget check');

async function main(): Promise<void> {
  const webDist = await webBuildFor(values['web-dist']);
  const bareDist = makeTempDir('bare');
  console.log('Building the bare build …');
  await buildBareApp(bareDist);
  const size = values.only === 'start-up' || (await checkSizeBudget(webDist, bareDist, factor));
  const startUp = values.only === 'size' || (await checkStartUpBudget(webDist, bareDist));
  if (!size || !startUp) process.exitCode = 1;
}

await main().catch((error: unknown) => {
  console.error(
    `\n✖ The budgets could not be measured: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
