/**
 * The performance budgets and their verdicts. Relative budgets divide by the bare build (the web
 * app's libraries and none of its code), so they measure what our code adds, not the libraries.
 */
import type { BenchRow } from './bench-row.model.ts';
import { formatCls, formatRatio, formatSeconds } from './figures.format.ts';
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
}

export const BUDGETS: Budgets = {
  initialJsFactor: 1.1,
  minScoreDefaultSeed: 95,
  minScoreLargeSeed: 90,
  lcpFactor: 1.3,
  maxCls: 0.05,
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

/**
 * Every budget applied to every app row (lobby and category pages on both catalogues), in budget
 * order; the bare row is the reference, not checked. A figure that is missing fails its budget.
 */
export function evaluateBudgets(rows: readonly BenchRow[], budgets: Budgets = BUDGETS): BudgetCheck[] {
  const bare = rows.find((row) => row.kind === 'bare');
  const appRows = rows.filter((row) => row.kind !== 'bare');
  return [
    ...appRows.map((row) =>
      checkInitialJs(row.label, row.initialJs, bare?.initialJs, budgets.initialJsFactor),
    ),
    ...appRows.map((row) => checkScore(row, budgets)),
    ...appRows.map((row) => checkLcp(row, bare?.lighthouse?.lcpMs, budgets.lcpFactor)),
    ...appRows.map((row) => checkCls(row, budgets.maxCls)),
  ];
}
