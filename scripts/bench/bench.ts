/**
 * `npm run bench [-- --write] [-- --runs <n>]`: the performance budgets, measured side by side with
 * the bare build (the app's libraries, none of its code) served the same way.
 *
 * Builds the web app and the bare build into temporary folders, serves the app by a sandbox on the
 * default and on the large catalogue and the bare build by a third one, measures the initial
 * JavaScript of every page and runs Lighthouse (mobile, simulated throttling, performance only)
 * `--runs` times (default 5, interleaved) on the lobby and a category page of each catalogue and on
 * the bare build, keeping each figure's median across the runs. Then, for the start-up (start-up.probe.ts),
 * the JavaScript the lobby and the bare build execute until idle and the JavaScript files each
 * category deep link requests before its first games; the five phone interactions (inp.probe.ts),
 * `--runs` times each; and the category grid of the large catalogue in a desktop window
 * (grid.probe.ts): DOM nodes with 400 games loaded and search keystroke-to-paint times. Prints the
 * tables and the budgets (budgets.evaluator.ts); exits 1 when a budget fails.
 * `--write` also writes the report to bench-results.md at the repository root.
 * The whole run is bounded to 15 minutes; servers, browsers and temporary folders go with it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { chromiumPath, ensureTestPackages } from '../chromium.ts';
import { buildBareApp, buildWebApp, makeTempDir, REPO_ROOT } from './app-builds.builder.ts';
import type { BenchTarget } from './bench-pages.runner.ts';
import { measurePages } from './bench-pages.runner.ts';
import type { BenchRow, PageKind } from './bench-row.model.ts';
import { renderBenchReport } from './bench-table.renderer.ts';
import { BUDGETS, evaluateBudgets, evaluateGridBudgets, evaluateInpBudgets } from './budgets.evaluator.ts';
import { fetchFirstCategoryPath } from './category-path.reader.ts';
import { exitAfter } from './cleanup.registry.ts';
import { probeGrid } from './grid.probe.ts';
import { probeInteractions } from './inp.probe.ts';
import { probeExecutedJs, probeRequestChain } from './start-up.probe.ts';
import { LOBBY_PATH } from './initial-js.probe.ts';
import type { RunningSandbox, SandboxSeed } from './sandbox.launcher.ts';
import { launchSandbox } from './sandbox.launcher.ts';
import { ensureLighthouseInstalled } from './lighthouse.installer.ts';

const { values } = parseArgs({
  options: { write: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
  strict: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, not ${values.runs}`);

exitAfter(15 * 60_000, 'npm run bench');
// Before anything is built: a bench that cannot get Lighthouse or the browsers says so at once.
ensureLighthouseInstalled();
ensureTestPackages();

function chromiumVersion(): string {
  try {
    // Debian's wrapper script prints shell noise on stderr; only the version line matters.
    return execFileSync(chromiumPath(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return chromiumPath();
  }
}

/** Writes the report to bench-results.md, formatted as Prettier wants so `prettier --check .` stays green. */
async function writeMarkdown(report: string): Promise<void> {
  const file = join(REPO_ROOT, 'bench-results.md');
  const heading =
    `# Bench results\n\n${new Date().toISOString()} · ${chromiumVersion()} · ` +
    `Lighthouse mobile, simulated throttling, median of ${runs} run(s) by score\n\n`;
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(`${heading}${report}\n`, options));
  console.log(`Wrote ${file}`);
}

const sandboxes: RunningSandbox[] = [];
try {
  const webDist = makeTempDir('web');
  const bareDist = makeTempDir('bare');
  console.log('Building the web app and the bare build …');
  await buildWebApp(webDist);
  await buildBareApp(bareDist);

  console.log('Starting the sandboxes (default and large catalogue, bare build) …');
  const launch = async (webRoot: string, seed: SandboxSeed): Promise<string> => {
    const sandbox = await launchSandbox({ webRoot, seed });
    sandboxes.push(sandbox);
    return sandbox.url;
  };
  const defaultOrigin = await launch(webDist, 'default');
  const largeOrigin = await launch(webDist, 'large');
  const bareOrigin = await launch(bareDist, 'default');
  const app = (kind: PageKind, seed: SandboxSeed, origin: string, path: string): BenchTarget => ({
    label: `${kind} · ${seed}`,
    kind,
    seed,
    origin,
    path,
    distDir: webDist,
  });
  const targets: BenchTarget[] = [
    app('lobby', 'default', defaultOrigin, LOBBY_PATH),
    app('lobby', 'large', largeOrigin, LOBBY_PATH),
    app('category', 'default', defaultOrigin, await fetchFirstCategoryPath(defaultOrigin)),
    app('category', 'large', largeOrigin, await fetchFirstCategoryPath(largeOrigin)),
    {
      label: 'bare build',
      kind: 'bare',
      seed: 'default',
      origin: bareOrigin,
      path: LOBBY_PATH,
      distDir: bareDist,
    },
  ];

  console.log(`Measuring ${targets.length} pages: initial JS, then ${runs} Lighthouse round(s) …`);
  const measured = await measurePages(targets, runs);
  console.log('Measuring the start-up: JavaScript executed until idle, requests before the first games …');
  // One page at a time: the request chain depends on what else the machine is doing. A probe that
  // fails costs its figure (the budget needing it fails), not the run.
  const rows: BenchRow[] = [];
  for (const [index, row] of measured.entries()) {
    const target = targets[index] as BenchTarget;
    const url = `${target.origin}${target.path}`;
    try {
      if (row.kind === 'category') rows.push({ ...row, chain: await probeRequestChain(url) });
      else if (row.seed === 'default') rows.push({ ...row, executedJs: await probeExecutedJs(url) });
      else rows.push(row);
    } catch (error) {
      const problem = `start-up probe: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      rows.push({ ...row, problems: [...row.problems, problem] });
    }
  }
  console.log(`Timing the phone interactions, ${runs} time(s) each …`);
  const interactions = await probeInteractions(defaultOrigin, runs);
  console.log('Measuring the category grid of the large catalogue (desktop window) …');
  const grid = await probeGrid(largeOrigin, { label: 'grid · large' });
  console.log(`  grid: ${grid.domNodes ?? '—'} DOM nodes, ${grid.keystrokes.length} keystrokes timed`);
  const checks = [
    ...evaluateBudgets(rows),
    ...evaluateInpBudgets(interactions, BUDGETS.maxInpMs),
    ...evaluateGridBudgets(grid),
  ];
  const report = renderBenchReport(rows, checks, grid, interactions);
  console.log(`\n${report}\n`);
  if (values.write) await writeMarkdown(report);
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
} finally {
  await Promise.all(sandboxes.map((sandbox) => sandbox.stop()));
}
