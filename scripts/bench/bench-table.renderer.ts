/**
 * The bench's tables as markdown that also reads well in a terminal (columns padded): the
 * side-by-side figures, the large catalogue's grid figures, the budget verdicts and the initial-JS
 * files.
 */
import type { BenchRow } from './bench-row.model.ts';
import type { BudgetCheck } from './budgets.evaluator.ts';
import { formatCls, formatKb, formatMs, formatRatio, formatSeconds } from './figures.format.ts';
import type { GridFigures } from './grid-figures.model.ts';
import { PHONE_CPU_SLOWDOWN, type InteractionLatency } from './interaction-latency.model.ts';
import { formatPaintMs, GRID_GAMES_TARGET, medianOf } from './grid-figures.model.ts';
import type { SizeSum } from './gzip-size.reader.ts';

type Align = 'left' | 'right';

/** A padded markdown table; `align` gives each column's alignment (default left). */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  // Every symbol the tables use (✔ ✖ × · ≤ ≥ —) is one UTF-16 unit, so length is the width.
  const width = (text: string): number => text.length;
  const widths = header.map((title, column) =>
    Math.max(3, width(title), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const pad = (text: string, column: number): string => {
    const fill = ' '.repeat((widths[column] ?? 0) - width(text));
    return align[column] === 'right' ? fill + text : text + fill;
  };
  const line = (cells: readonly string[]): string =>
    `| ${header.map((_, column) => pad(cells[column] ?? '', column)).join(' | ')} |`;
  const rule = widths.map((w, column) =>
    align[column] === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const NONE = '—';

/** The side-by-side table: initial JS against the bare build and the median Lighthouse run of each row. */
export function renderFiguresTable(rows: readonly BenchRow[]): string {
  const bareJs = rows.find((row) => row.kind === 'bare')?.initialJs?.gzipBytes;
  const body = rows.map((row) => {
    const js = row.initialJs;
    const lh = row.lighthouse;
    return [
      row.label,
      row.path,
      js === undefined ? NONE : formatKb(js.gzipBytes),
      js === undefined ? NONE : formatKb(js.rawBytes),
      js === undefined || bareJs === undefined || bareJs === 0 ? NONE : formatRatio(js.gzipBytes / bareJs),
      lh === undefined ? NONE : String(lh.score),
      row.scores.length === 0 ? NONE : row.scores.join(' / '),
      lh === undefined ? NONE : formatSeconds(lh.lcpMs),
      lh === undefined ? NONE : formatMs(lh.tbtMs),
      lh === undefined ? NONE : formatCls(lh.cls),
      lh === undefined ? NONE : formatSeconds(lh.fcpMs),
    ];
  });
  return renderTable(
    ['page', 'URL', 'initial JS gzip', 'raw', '× bare', 'score', 'runs', 'LCP', 'TBT', 'CLS', 'FCP'],
    body,
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

/**
 * The category grid of the large catalogue: where it was measured, its DOM nodes with 400 games
 * loaded, the median keystroke-to-paint time and every keystroke's own.
 */
export function renderGridFigures(grid: GridFigures): string {
  const { width, height } = grid.viewport;
  const median = medianOf(grid.keystrokes.map((keystroke) => keystroke.ms));
  const shown = grid.shownGames === undefined ? '' : ` (${grid.shownGames} shown)`;
  const table = renderTable(
    ['figure', 'value'],
    [
      [`DOM nodes after ${GRID_GAMES_TARGET} games${shown}`, grid.domNodes?.toString() ?? NONE],
      [
        `search keystroke to paint (median of ${grid.keystrokes.length})`,
        median === undefined ? NONE : formatPaintMs(median),
      ],
    ],
    ['left', 'right'],
  );
  const keystrokes = grid.keystrokes
    .map((keystroke) => `"${keystroke.query}" ${formatPaintMs(keystroke.ms)}`)
    .join(' · ');
  return [
    `Category grid, ${grid.label}: ${grid.path ?? NONE} in Chromium, desktop window ${width}×${height}`,
    '',
    table,
    '',
    `Keystrokes (search text: its response’s last byte → first frame showing its results): ${
      keystrokes === '' ? NONE : keystrokes
    }`,
  ].join('\n');
}

/**
 * The phone interactions: each run's latency, the median and its verdict (the checks of
 * evaluateInpBudgets, matched by the interaction's name).
 */
export function renderInteractions(
  latencies: readonly InteractionLatency[],
  checks: readonly BudgetCheck[],
): string {
  const body = latencies.map(({ name, runsMs, medianMs }) => {
    const check = checks.find((candidate) => candidate.row === name);
    return [
      name,
      runsMs.length === 0 ? NONE : runsMs.map((ms) => String(Math.round(ms))).join(' / '),
      medianMs === undefined ? NONE : formatMs(medianMs),
      check === undefined ? NONE : `${check.budget} ${check.pass ? '✔' : '✖'}`,
    ];
  });
  return [
    `Interactions on a phone (390×844, CPU slowed ${PHONE_CPU_SLOWDOWN}×), Event Timing in the page, ms:`,
    '',
    renderTable(['interaction', 'runs', 'median', 'budget'], body, ['left', 'right', 'right', 'left']),
  ].join('\n');
}

/** Budgets down, rows across; a cell is the figure with ✔ or ✖, or — where the budget does not apply. */
export function renderBudgetsTable(checks: readonly BudgetCheck[]): string {
  const budgets = [...new Set(checks.map((check) => check.budget))];
  const rows = [...new Set(checks.map((check) => check.row))];
  const body = budgets.map((budget) => [
    budget,
    ...rows.map((row) => {
      const check = checks.find((c) => c.budget === budget && c.row === row);
      return check === undefined ? NONE : `${check.actual} ${check.pass ? '✔' : '✖'}`;
    }),
  ]);
  return renderTable(['budget', ...rows], body, ['left', ...rows.map((): Align => 'right')]);
}

/** One line per measured row: the JavaScript files it loaded, gzip size each. */
export function renderInitialJsFiles(rows: readonly BenchRow[]): string {
  return rows
    .flatMap((row) =>
      row.initialJs === undefined ? [] : [`- ${row.label}: ${renderFileList(row.initialJs)}`],
    )
    .join('\n');
}

/** `path (gzip)` of every file, comma-separated. */
export function renderFileList(sum: SizeSum): string {
  if (sum.files.length === 0) return '(no JavaScript)';
  return sum.files.map((file) => `${file.path} (${formatKb(file.gzipBytes)})`).join(', ');
}

/** The size budget alone (`npm test`'s step): app and bare initial JS, their ratio and the budget. */
export function renderSizeBudgetTable(app: SizeSum, bare: SizeSum, check: BudgetCheck): string {
  return renderTable(
    ['app initial JS gzip', 'bare build gzip', 'ratio', 'budget', ''],
    [
      [
        `${formatKb(app.gzipBytes)} (${formatKb(app.rawBytes)} raw)`,
        `${formatKb(bare.gzipBytes)} (${formatKb(bare.rawBytes)} raw)`,
        check.actual,
        check.budget,
        check.pass ? '✔' : '✖',
      ],
    ],
    ['right', 'right', 'right', 'left', 'left'],
  );
}

/** The verdict line under the budgets: all met, or how many failed. */
export function renderVerdict(checks: readonly BudgetCheck[]): string {
  const failed = checks.filter((check) => !check.pass).length;
  return failed === 0
    ? `✔ all ${checks.length} budget checks met`
    : `✖ ${failed} of ${checks.length} budget checks failed`;
}

/** The whole report: figures, grid figures, budgets, verdict, files and any problems, as markdown. */
export function renderBenchReport(
  rows: readonly BenchRow[],
  checks: readonly BudgetCheck[],
  grid?: GridFigures,
  interactions: readonly InteractionLatency[] = [],
): string {
  const interactionNames = new Set(interactions.map((interaction) => interaction.name));
  const pageChecks = checks.filter((check) => !interactionNames.has(check.row));
  const interactionChecks = checks.filter((check) => interactionNames.has(check.row));
  const problems = [
    ...rows.flatMap((row) => row.problems.map((problem) => `- ${row.label}: ${problem}`)),
    ...(grid === undefined ? [] : grid.problems.map((problem) => `- ${grid.label}: ${problem}`)),
  ];
  return [
    renderFiguresTable(rows),
    '',
    ...(grid === undefined ? [] : [renderGridFigures(grid), '']),
    ...(interactions.length === 0 ? [] : [renderInteractions(interactions, interactionChecks), '']),
    renderBudgetsTable(pageChecks),
    '',
    renderVerdict(checks),
    '',
    'Initial JavaScript files (gzip, level 9, sizes on disk):',
    '',
    renderInitialJsFiles(rows),
    ...(problems.length === 0 ? [] : ['', 'Problems:', '', ...problems]),
  ].join('\n');
}
