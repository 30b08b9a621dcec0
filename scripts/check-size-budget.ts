/**
 * `npm test` step: the initial JavaScript of the lobby (gzip, level 9, sizes on disk) must be at most
 * 1.1× that of the bare build (scripts/bench/bare: the app's libraries, none of its code), so our
 * own code stays a small share of what a player downloads before the first paint.
 *
 *   node scripts/check-size-budget.ts [--web-dist <folder>] [--factor <n>]
 *
 * --web-dist measures an existing web build (npm test passes the web/dist its build step made);
 * without it the web app is built into a temporary folder first. --factor overrides 1.1 to see how
 * far a build is from passing; the budget itself is BUDGETS.initialJsFactor.
 * Both builds are served by the sandbox and opened in Chromium; nothing depends on machine speed.
 */
import { parseArgs } from 'node:util';
import { buildBareApp, makeTempDir, webBuildFor } from './bench/app-builds.builder.ts';
import { renderFileList, renderSizeBudgetTable } from './bench/bench-table.renderer.ts';
import { BUDGETS, checkInitialJs } from './bench/budgets.evaluator.ts';
import { exitAfter } from './bench/cleanup.registry.ts';
import { formatKb } from './bench/figures.format.ts';
import { LOBBY_PATH, measureInitialJs } from './bench/initial-js.probe.ts';

const { values } = parseArgs({
  options: { 'web-dist': { type: 'string' }, factor: { type: 'string' } },
  strict: true,
});
const factor = values.factor === undefined ? BUDGETS.initialJsFactor : Number(values.factor);
if (!Number.isFinite(factor) || factor <= 0)
  throw new Error(`--factor must be a positive number, not ${values.factor}`);

// Builds and two page loads take well under a minute; the bound only stops a hung browser or server.
exitAfter(10 * 60_000, 'The size budget check');

async function main(): Promise<void> {
  const webDist = await webBuildFor(values['web-dist']);
  const bareDist = makeTempDir('bare');
  console.log('Building the bare build …');
  await buildBareApp(bareDist);
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
    process.exitCode = 1;
  } else {
    console.log(`\n✔ initial JS ${check.actual} the bare build's, within ${factor}×`);
  }
}

await main().catch((error: unknown) => {
  console.error(
    `\n✖ The size budget could not be measured: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
