/**
 * The performance budgets and their verdicts. The page budgets are relative to the bare build (the web
 * app's libraries and none of its code) measured in the same run, so they measure what our code adds,
 * not the libraries or how busy the machine is. The grid and interaction budgets are absolute: the
 * large catalogue's category grid (grid.probe.ts) and a phone player's interactions (inp.probe.ts).
 */
import type { BenchRow } from './bench-row.model.ts';
import { formatCls, formatKb, formatRatio, formatSeconds } from './figures.format.ts';
import type { InteractionLatency } from './interaction-latency.model.ts';
import type { ExecutedJs } from './start-up.probe.ts';
import type { GridFigures } from './grid-figures.model.ts';
import { formatPaintMs, GRID_GAMES_TARGET, medianOf, MIN_MEASURED_KEYSTROKES } from './grid-figures.model.ts';
import type { SizeSum } from './gzip-size.reader.ts';

export interface Budgets {
  /** Initial JS (gzip) of the lobby may be at most this many times the bare build's. */
  readonly initialJsFactor: number;
  /** Initial JS (gzip) of a category deep link may be at most this many times the bare build's. */
  readonly categoryInitialJsFactor: number;
  /** Most JavaScript files a category deep link may request before its first games paint. */
  readonly maxCategoryScripts: number;
  /** JavaScript the lobby executes before it is idle, at most this many times the bare build's. */
  readonly executedJsFactor: number;
  /** How far a page's Lighthouse performance score may fall below the bare build's (points). */
  readonly scoreBelowBare: number;
  /** How much longer a page's Total Blocking Time may be than the bare build's (ms). */
  readonly tbtAboveBareMs: number;
  /** LCP of an app page may be at most this many times the bare build's. */
  readonly lcpFactor: number;
  /** Highest Cumulative Layout Shift. */
  readonly maxCls: number;
  /** How much longer a page's TBT on the large catalogue may be than on the default one (ms). */
  readonly largeTbtAboveDefaultMs: number;
  /** Longest median interaction latency on a phone at 4× CPU (ms). */
  readonly maxInpMs: number;
  /** Most elements in the document of the large catalogue's category page with 400 games loaded. */
  readonly maxGridDomNodes: number;
  /** Longest median time (ms) from a search response's arrival to the frame showing its results. */
  readonly maxSearchPaintMs: number;
}

export const BUDGETS: Budgets = {
  initialJsFactor: 1.1,
  categoryInitialJsFactor: 1.25,
  maxCategoryScripts: 6,
  executedJsFactor: 1.3,
  scoreBelowBare: 5,
  tbtAboveBareMs: 150,
  lcpFactor: 1.2,
  maxCls: 0.05,
  largeTbtAboveDefaultMs: 100,
  maxInpMs: 200,
  maxGridDomNodes: 1500,
  maxSearchPaintMs: 50,
};

/** One budget applied to one row. */
export interface BudgetCheck {
  /** e.g. `initial JS ≤ 1.1× bare`. */
  readonly budget: string;
  /** Label of the row it was applied to. */
  readonly row: string;
  /** The measured figure, or why there is none. */
  readonly actual: string;
  readonly pass: boolean;
}

export function initialJsBudgetName(factor: number): string {
  return `initial JS ≤ ${factor}× bare`;
}

/** Initial JS of `app` against `factor` × `bare` (gzip bytes); a missing figure fails. */
export function checkInitialJs(
  row: string,
  app: SizeSum | undefined,
  bare: SizeSum | undefined,
  factor: number,
): BudgetCheck {
  const budget = initialJsBudgetName(factor);
  if (app === undefined) return { budget, row, actual: 'not measured', pass: false };
  if (bare === undefined || bare.gzipBytes === 0) {
    return { budget, row, actual: 'bare build not measured', pass: false };
  }
  const ratio = app.gzipBytes / bare.gzipBytes;
  return { budget, row, actual: formatRatio(ratio), pass: app.gzipBytes <= factor * bare.gzipBytes };
}

const notMeasured = (budget: string, row: BenchRow): BudgetCheck => ({
  budget,
  row: row.label,
  actual: 'not measured',
  pass: false,
});

function checkScore(row: BenchRow, bare: BenchRow | undefined, below: number): BudgetCheck {
  const budget = `performance ≥ bare − ${below}`;
  const score = row.lighthouse?.score;
  if (score === undefined) return notMeasured(budget, row);
  const bareScore = bare?.lighthouse?.score;
  if (bareScore === undefined)
    return { budget, row: row.label, actual: 'bare build not measured', pass: false };
  return { budget, row: row.label, actual: `${score} (bare ${bareScore})`, pass: score >= bareScore - below };
}

function checkTbt(row: BenchRow, bare: BenchRow | undefined, aboveMs: number): BudgetCheck {
  const budget = `TBT ≤ bare + ${aboveMs} ms`;
  const tbtMs = row.lighthouse?.tbtMs;
  if (tbtMs === undefined) return notMeasured(budget, row);
  const bareMs = bare?.lighthouse?.tbtMs;
  if (bareMs === undefined) return { budget, row: row.label, actual: 'bare build not measured', pass: false };
  return {
    budget,
    row: row.label,
    actual: `${Math.round(tbtMs)} ms (bare ${Math.round(bareMs)} ms)`,
    pass: tbtMs <= bareMs + aboveMs,
  };
}

/** A page's TBT on the large catalogue against its TBT on the default one (start-up must not grow with it). */
function checkLargeTbt(row: BenchRow, rows: readonly BenchRow[], aboveMs: number): BudgetCheck {
  const budget = `TBT on the large catalogue ≤ default + ${aboveMs} ms`;
  const tbtMs = row.lighthouse?.tbtMs;
  const defaultMs = rows.find((other) => other.kind === row.kind && other.seed === 'default')?.lighthouse
    ?.tbtMs;
  if (tbtMs === undefined || defaultMs === undefined) return notMeasured(budget, row);
  return {
    budget,
    row: row.label,
    actual: `${Math.round(tbtMs)} ms (default ${Math.round(defaultMs)} ms)`,
    pass: tbtMs <= defaultMs + aboveMs,
  };
}

/** The JavaScript files a category deep link asked for before its first games painted. */
function checkCategoryScripts(row: BenchRow, most: number): BudgetCheck {
  const budget = `JS requests before the first games ≤ ${most}`;
  if (row.chain === undefined) return notMeasured(budget, row);
  return {
    budget,
    row: row.label,
    actual: String(row.chain.scripts.length),
    pass: row.chain.scripts.length <= most,
  };
}

export function executedJsBudgetName(factor: number): string {
  return `JS executed until idle ≤ ${factor}× bare`;
}

/** The JavaScript the lobby executed until idle against `factor` × the bare build's. */
export function checkExecutedJs(
  row: string,
  app: ExecutedJs | undefined,
  bare: ExecutedJs | undefined,
  factor: number,
): BudgetCheck {
  const budget = executedJsBudgetName(factor);
  if (app === undefined) return { budget, row, actual: 'not measured', pass: false };
  if (bare === undefined || bare.executedBytes === 0) {
    return { budget, row, actual: 'bare build not measured', pass: false };
  }
  const ratio = app.executedBytes / bare.executedBytes;
  return {
    budget,
    row,
    actual: `${formatKb(app.executedBytes)} (${formatRatio(ratio)})`,
    pass: app.executedBytes <= factor * bare.executedBytes,
  };
}

export function inpBudgetName(maxMs: number): string {
  return `interaction latency (median) ≤ ${maxMs} ms`;
}

/** Each interaction's median latency on a phone against `maxMs`; one never timed fails. */
export function evaluateInpBudgets(latencies: readonly InteractionLatency[], maxMs: number): BudgetCheck[] {
  const budget = inpBudgetName(maxMs);
  return latencies.map(({ name, medianMs }) =>
    medianMs === undefined
      ? { budget, row: name, actual: 'not measured', pass: false }
      : { budget, row: name, actual: `${Math.round(medianMs)} ms`, pass: medianMs <= maxMs },
  );
}

function checkLcp(row: BenchRow, bareLcpMs: number | undefined, factor: number): BudgetCheck {
  const budget = `LCP ≤ ${factor}× bare`;
  const lcpMs = row.lighthouse?.lcpMs;
  if (lcpMs === undefined) return notMeasured(budget, row);
  if (bareLcpMs === undefined || bareLcpMs === 0) {
    return { budget, row: row.label, actual: 'bare build not measured', pass: false };
  }
  return {
    budget,
    row: row.label,
    actual: `${formatSeconds(lcpMs)} (${formatRatio(lcpMs / bareLcpMs)})`,
    pass: lcpMs <= factor * bareLcpMs,
  };
}

function checkCls(row: BenchRow, maxCls: number): BudgetCheck {
  const budget = `CLS ≤ ${maxCls}`;
  const cls = row.lighthouse?.cls;
  if (cls === undefined) return notMeasured(budget, row);
  return { budget, row: row.label, actual: formatCls(cls), pass: cls <= maxCls };
}

export function gridDomNodesBudgetName(maxNodes: number): string {
  return `DOM nodes after ${GRID_GAMES_TARGET} games ≤ ${maxNodes}`;
}

/** The document's element count with 400 games loaded against `maxNodes`; a missing count fails. */
export function checkGridDomNodes(grid: GridFigures, maxNodes: number): BudgetCheck {
  const budget = gridDomNodesBudgetName(maxNodes);
  if (grid.domNodes === undefined) return { budget, row: grid.label, actual: 'not measured', pass: false };
  return { budget, row: grid.label, actual: String(grid.domNodes), pass: grid.domNodes <= maxNodes };
}

export function searchPaintBudgetName(maxMs: number): string {
  return `search keystroke to paint (median) ≤ ${maxMs} ms`;
}

/**
 * The median keystroke-to-paint time against `maxMs`; fewer than MIN_MEASURED_KEYSTROKES measured
 * keystrokes fail, since a median of a few says little.
 */
export function checkSearchPaint(grid: GridFigures, maxMs: number): BudgetCheck {
  const budget = searchPaintBudgetName(maxMs);
  const median = medianOf(grid.keystrokes.map((keystroke) => keystroke.ms));
  if (median === undefined || grid.keystrokes.length < MIN_MEASURED_KEYSTROKES) {
    const actual = `${grid.keystrokes.length} of ${MIN_MEASURED_KEYSTROKES} keystrokes measured`;
    return { budget, row: grid.label, actual, pass: false };
  }
  return { budget, row: grid.label, actual: formatPaintMs(median), pass: median <= maxMs };
}

/** The grid budgets of the large catalogue's category page; figures that are missing fail. */
export function evaluateGridBudgets(grid: GridFigures, budgets: Budgets = BUDGETS): BudgetCheck[] {
  return [checkGridDomNodes(grid, budgets.maxGridDomNodes), checkSearchPaint(grid, budgets.maxSearchPaintMs)];
}

/**
 * The budgets of the app rows, each measured against the bare build of the same run, in budget order:
 * initial JS (the lobby 1.1×, a category deep link 1.25×), the category's JavaScript requests before
 * its first games, the lobby's executed JavaScript, then on every app row (lobby and category page,
 * both catalogues) the Lighthouse score, TBT, LCP and CLS, and on the large catalogue's rows the TBT
 * against the default catalogue's. The bare row is the reference, not checked. A missing figure fails.
 */
export function evaluateBudgets(rows: readonly BenchRow[], budgets: Budgets = BUDGETS): BudgetCheck[] {
  const bare = rows.find((row) => row.kind === 'bare');
  const appRows = rows.filter((row) => row.kind !== 'bare');
  const lobbies = appRows.filter((row) => row.kind === 'lobby');
  const categories = appRows.filter((row) => row.kind === 'category');
  return [
    ...lobbies.map((row) =>
      checkInitialJs(row.label, row.initialJs, bare?.initialJs, budgets.initialJsFactor),
    ),
    ...categories.map((row) =>
      checkInitialJs(row.label, row.initialJs, bare?.initialJs, budgets.categoryInitialJsFactor),
    ),
    ...categories.map((row) => checkCategoryScripts(row, budgets.maxCategoryScripts)),
    ...lobbies
      .filter((row) => row.seed === 'default')
      .map((row) => checkExecutedJs(row.label, row.executedJs, bare?.executedJs, budgets.executedJsFactor)),
    ...appRows.map((row) => checkScore(row, bare, budgets.scoreBelowBare)),
    ...appRows.map((row) => checkTbt(row, bare, budgets.tbtAboveBareMs)),
    ...appRows.map((row) => checkLcp(row, bare?.lighthouse?.lcpMs, budgets.lcpFactor)),
    ...appRows.map((row) => checkCls(row, budgets.maxCls)),
    ...appRows
      .filter((row) => row.seed === 'large')
      .map((row) => checkLargeTbt(row, appRows, budgets.largeTbtAboveDefaultMs)),
  ];
}
