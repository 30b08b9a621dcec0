/**
 * The size budget: the initial JavaScript of the lobby (gzip, level 9, sizes on disk) at most a
 * factor (BUDGETS.initialJsFactor, 1.1) of the bare build's, both served by the sandbox and opened in
 * Chromium. Prints its table and answers whether it holds; nothing depends on machine speed.
 */
import { renderFileList, renderSizeBudgetTable } from './bench-table.renderer.ts';
import { checkInitialJs } from './budgets.evaluator.ts';
import { formatKb } from './figures.format.ts';
import { LOBBY_PATH, measureInitialJs } from './initial-js.probe.ts';

export async function checkSizeBudget(webDist: string, bareDist: string, factor: number): Promise<boolean> {
  console.log(`Measuring the initial JavaScript of ${LOBBY_PATH} …`);
  const app = await measureInitialJs(webDist);
  const bare = await measureInitialJs(bareDist);
  const check = checkInitialJs('lobby', app, bare, factor);

  console.log(`\n${renderSizeBudgetTable(app, bare, check)}\n`);
  console.log(`app  (${webDist}): ${renderFileList(app)}`);
  console.log(`bare (scripts/bench/bare): ${renderFileList(bare)}`);
  if (!check.pass) {
    console.error(
      `\n✖ The lobby's initial JavaScript is ${formatKb(app.gzipBytes)} gzip, ${check.actual} the bare build's ` +
        `${formatKb(bare.gzipBytes)}; the budget is ${factor}× (at most ${formatKb(factor * bare.gzipBytes)}). ` +
        `Load less before the first paint (lazy routes, modals and languages) — see "Performance budgets" in README.md.`,
    );
    return false;
  }
  console.log(`\n✔ initial JS ${check.actual} the bare build's, within ${factor}×`);
  return true;
}
