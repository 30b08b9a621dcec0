/**
 * The start-up guard (issue: start-up and interaction budgets): two figures that do not depend on the
 * machine's speed, measured in Chromium against the bare build (scripts/bench/bare) in the same step:
 *
 * - the JavaScript the lobby executes before it is idle (Chromium's precise coverage: the bytes of the
 *   code that ran, until the network is idle plus 1 s) at most 1.3× the bare build's;
 * - the JavaScript files a category deep link requests before its first games appear: at most 6.
 *
 *   node scripts/check-start-up-budget.ts [--web-dist <folder>]
 *
 * --web-dist measures an existing web build; without it the web app is built into a temporary folder.
 */
import { parseArgs } from 'node:util';
import { buildBareApp, makeTempDir, webBuildFor } from './bench/app-builds.builder.ts';
import { renderBudgetsTable } from './bench/bench-table.renderer.ts';
import { BUDGETS, checkExecutedJs, type BudgetCheck } from './bench/budgets.evaluator.ts';
import { exitAfter } from './bench/cleanup.registry.ts';
import { measureStartUp } from './bench/start-up.probe.ts';

const { values } = parseArgs({ options: { 'web-dist': { type: 'string' } }, strict: true });

// Two builds and three page loads take about a minute; the bound only stops a hung browser or server.
exitAfter(10 * 60_000, 'The start-up budget check');

async function main(): Promise<void> {
  const webDist = await webBuildFor(values['web-dist']);
  const bareDist = makeTempDir('bare');
  console.log('Building the bare build …');
  await buildBareApp(bareDist);
  console.log('Measuring the lobby and a category deep link of the app, and the bare build …');
  const app = await measureStartUp(webDist, true);
  const bare = await measureStartUp(bareDist, false);
  const most = BUDGETS.maxCategoryScripts;
  const scripts = app.category?.scripts ?? [];
  const checks: BudgetCheck[] = [
    checkExecutedJs('lobby', app.lobby, bare.lobby, BUDGETS.executedJsFactor),
    {
      budget: `JS requests before the first games ≤ ${most}`,
      row: app.category?.path ?? 'category',
      actual: String(scripts.length),
      pass: app.category !== null && scripts.length <= most,
    },
  ];
  console.log(`\n${renderBudgetsTable(checks)}\n`);
  console.log(
    `lobby: ${app.lobby.executedBytes} bytes executed (bare ${bare.lobby.executedBytes}); by script: ` +
      app.lobby.scripts
        .map((script) => `${script.path} ${script.executedBytes}/${script.totalBytes}`)
        .join(', '),
  );
  console.log(`${app.category?.path ?? 'category'}: ${scripts.join(', ')}`);
  if (checks.every((check) => check.pass)) {
    console.log('\n✔ start-up within its budgets');
    return;
  }
  console.error(
    '\n✖ Start-up is over its budget: run less before the lobby is idle (resolve and render only what the ' +
      'first screen shows) and give a category deep link fewer files before its first games — see ' +
      '"Performance budgets" in README.md.',
  );
  process.exitCode = 1;
}

await main().catch((error: unknown) => {
  console.error(
    `\n✖ The start-up budget could not be measured: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
