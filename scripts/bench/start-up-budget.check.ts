/**
 * The start-up guard: two figures that do not depend on the machine's speed, measured in Chromium
 * against the bare build (scripts/bench/bare) in the same run:
 *
 * - the JavaScript the lobby executes before it is idle (Chromium's precise coverage: the bytes of the
 *   code that ran, until the network is idle plus 1 s) at most 1.3× the bare build's;
 * - the JavaScript files a category deep link requests before its first games appear: at most 6.
 *
 * Prints its table and answers whether both hold.
 */
import { renderBudgetsTable } from './bench-table.renderer.ts';
import { BUDGETS, checkExecutedJs, type BudgetCheck } from './budgets.evaluator.ts';
import { measureStartUp } from './start-up.probe.ts';

export async function checkStartUpBudget(webDist: string, bareDist: string): Promise<boolean> {
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
    return true;
  }
  console.error(
    '\n✖ Start-up is over its budget: run less before the lobby is idle (resolve and render only what the ' +
      'first screen shows) and give a category deep link fewer files before its first games — see ' +
      '"Performance budgets" in README.md.',
  );
  return false;
}
