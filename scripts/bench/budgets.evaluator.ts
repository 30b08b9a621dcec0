/**
 * The performance budgets and their verdicts. Relative budgets divide by the bare build (the web
 * app's libraries and none of its code), so they measure what our code adds, not the libraries.
 * The grid budgets are absolute: the large catalogue's category grid (grid.probe.ts).
 */
import type { BenchRow } from './bench-row.model.ts';
import { formatCls, formatRatio, formatSeconds } from './figures.format.ts';
import type { GridFigures } from './grid-figures.model.ts';
import { formatPaintMs, GRID_GAMES_TARGET, medianOf, MIN_MEASURED_KEYSTROKES } from './grid-figures.model.ts';
import type { SizeSum } from './gzip-size.reader.ts';

export interface Budgets {
  /** Initial JS (gzip) of an app page may be at most this many times the bare build's. */
  readonly initialJsFactor: number;
  /** Lowest Lighthouse performance score (0–100) on the default catalogue. */
  readonly minScoreDefaultSeed: number;
  /** Lowest Lighthouse performance score (0–100) on the large catalogue (10,110 games). */
  readonly minScoreLargeSeed: number;
  /** LCP of an app page may be at most this many times the bare build's. */
  readonly lcpFactor: number;
  /** Highest Cumulative Layout Shift. */
  readonly maxCls: number;
  /** Most elements in the document of the large catalogue's category page with 400 games loaded. */
  readonly maxGridDomNodes: number;
  /** Longest median time (ms) from a search response's arrival to the frame showing its results. */
  readonly maxSearchPaintMs: number;
}

export const BUDGETS: Budgets = {
  initialJsFactor: 1.1,
  minScoreDefaultSeed: 95,
  minScoreLargeSeed: 90,
  lcpFactor: 1.3,
  maxCls: 0.05,
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

function checkScore(row: BenchRow, budgets: Budgets): BudgetCheck {
  const minScore = row.seed === 'large' ? budgets.minScoreLargeSeed : budgets.minScoreDefaultSeed;
  const budget = `performance ≥ ${minScore} (${row.seed} seed)`;
  const score = row.lighthouse?.score;
  if (score === undefined) return notMeasured(budget, row);
  return { budget, row: row.label, actual: String(score), pass: score >= minScore };
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
 * The budgets of the app rows, in budget order: initial JS on the lobby rows (the budget is about
 * `/lv/casino`, the first page of the site; a category page's figure is reported, not budgeted),
 * Lighthouse score, LCP and CLS on every app row (lobby and category pages on both catalogues). The
 * bare row is the reference, not checked. A figure that is missing fails its budget.
 */
export function evaluateBudgets(rows: readonly BenchRow[], budgets: Budgets = BUDGETS): BudgetCheck[] {
  const bare = rows.find((row) => row.kind === 'bare');
  const appRows = rows.filter((row) => row.kind !== 'bare');
  return [
    ...appRows
      .filter((row) => row.kind === 'lobby')
      .map((row) => checkInitialJs(row.label, row.initialJs, bare?.initialJs, budgets.initialJsFactor)),
    ...appRows.map((row) => checkScore(row, budgets)),
    ...appRows.map((row) => checkLcp(row, bare?.lighthouse?.lcpMs, budgets.lcpFactor)),
    ...appRows.map((row) => checkCls(row, budgets.maxCls)),
  ];
}
