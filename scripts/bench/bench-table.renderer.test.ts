import { describe, expect, it } from 'vitest';
import { buildBareRow, buildBenchRow, buildMetrics, buildSizeSum } from './bench-row.testing.ts';
import {
  renderBenchReport,
  renderBudgetsTable,
  renderFiguresTable,
  renderGridFigures,
  renderSizeBudgetTable,
  renderTable,
  renderVerdict,
} from './bench-table.renderer.ts';
import { checkInitialJs, evaluateBudgets, evaluateGridBudgets } from './budgets.evaluator.ts';
import { buildGridFigures, buildKeystrokes } from './grid-figures.testing.ts';

describe('renderTable', () => {
  it('pads every column to its widest cell and marks right-aligned columns in the rule', () => {
    expect(
      renderTable(
        ['page', 'kB'],
        [
          ['lobby', '12.5'],
          ['bare', '9'],
        ],
        ['left', 'right'],
      ),
    ).toBe(['| page  |   kB |', '| ----- | ---: |', '| lobby | 12.5 |', '| bare  |    9 |'].join('\n'));
  });
});

describe('renderFiguresTable', () => {
  it('puts initial JS against the bare build and the runs’ medians side by side', () => {
    const rows = [
      buildBenchRow({
        initialJs: buildSizeSum(124_000),
        scores: [88, 91, 93],
        lighthouse: buildMetrics({ score: 91, lcpMs: 2345, tbtMs: 120.4, cls: 0.0123, fcpMs: 1200 }),
      }),
      buildBareRow(),
    ];

    const lines = renderFiguresTable(rows).split('\n');

    expect(lines[0]).toMatch(
      /^\| page .*\| URL .*\| initial JS gzip \| .*raw \| × bare \| score \| .*runs \|/,
    );
    expect(lines[2]?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      'lobby · default',
      '/lv/casino',
      '124.0 kB',
      '372.0 kB',
      '1.24×',
      '91',
      '88 / 91 / 93',
      '2.35 s',
      '120 ms',
      '0.012',
      '1.20 s',
      '',
    ]);
  });

  it('shows a dash for figures that were not measured', () => {
    const table = renderFiguresTable([
      buildBenchRow({ initialJs: undefined, lighthouse: undefined }),
      buildBareRow(),
    ]);

    expect(
      table
        .split('\n')[2]
        ?.split('|')
        .slice(3, -1)
        .map((cell) => cell.trim()),
    ).toEqual(Array<string>(9).fill('—'));
  });
});

describe('renderBudgetsTable', () => {
  it('lists budgets down and rows across, with ✔ or ✖ and a dash where a budget does not apply', () => {
    const rows = [
      buildBenchRow({ initialJs: buildSizeSum(124_000) }),
      buildBenchRow({ label: 'lobby · large', seed: 'large' }),
      buildBareRow(),
    ];

    const cells = renderBudgetsTable(evaluateBudgets(rows))
      .split('\n')
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );

    expect(cells[0]).toEqual(['budget', 'lobby · default', 'lobby · large']);
    expect(cells[2]).toEqual(['initial JS ≤ 1.1× bare', '1.24× ✖', '1.00× ✔']);
    expect(cells[3]).toEqual(['JS executed until idle ≤ 1.3× bare', '100.0 kB (1.00×) ✔', '—']);
  });
});

describe('renderGridFigures', () => {
  it('says where the grid was measured and shows its figures and every keystroke', () => {
    const grid = buildGridFigures({ keystrokes: buildKeystrokes(12.34, 40, 25) });

    expect(renderGridFigures(grid).split('\n')).toEqual([
      'Category grid, grid · large: /en/casino/all-games in Chromium, desktop window 1280×900',
      '',
      '| figure                                  |   value |',
      '| --------------------------------------- | ------: |',
      '| DOM nodes after 400 games (400 shown)   |     544 |',
      '| search keystroke to paint (median of 3) | 25.0 ms |',
      '',
      'Keystrokes (search text: its response’s last byte → first frame showing its results): ' +
        '"d" 12.3 ms · "dr" 40.0 ms · "dra" 25.0 ms',
    ]);
  });

  it('shows a dash for figures that were not measured', () => {
    const text = renderGridFigures(
      buildGridFigures({ domNodes: undefined, shownGames: undefined, keystrokes: [] }),
    );

    expect(text).toContain('| DOM nodes after 400 games               |     — |');
    expect(text).toContain('| search keystroke to paint (median of 0) |     — |');
    expect(text).toMatch(/results\): —$/);
  });
});

describe('renderVerdict', () => {
  it('counts the failed checks', () => {
    const checks = evaluateBudgets([buildBenchRow({ initialJs: buildSizeSum(124_000) }), buildBareRow()]);

    expect(renderVerdict(checks)).toBe('✖ 1 of 6 budget checks failed');
  });
});

describe('renderSizeBudgetTable', () => {
  it('shows both builds, the ratio and the budget with its verdict', () => {
    const app = buildSizeSum(184_135);
    const bare = buildSizeSum(145_344);

    const table = renderSizeBudgetTable(app, bare, checkInitialJs('lobby', app, bare, 1.1));

    expect(
      table
        .split('\n')[2]
        ?.split('|')
        .map((cell) => cell.trim()),
    ).toEqual([
      '',
      '184.1 kB (552.4 kB raw)',
      '145.3 kB (436.0 kB raw)',
      '1.27×',
      'initial JS ≤ 1.1× bare',
      '✖',
      '',
    ]);
  });
});

describe('renderBenchReport', () => {
  it('lists each row’s JavaScript files and the problems that left a figure out', () => {
    const rows = [
      buildBenchRow({ initialJs: buildSizeSum(50_000, '/assets/main-abc.js') }),
      buildBenchRow({
        label: 'category · default',
        kind: 'category',
        initialJs: undefined,
        problems: ['no visible h1 within 90 s'],
      }),
      buildBareRow(),
    ];

    const report = renderBenchReport(rows, evaluateBudgets(rows));

    expect(report).toContain('- lobby · default: /assets/main-abc.js (50.0 kB)');
    expect(report).toContain('- category · default: no visible h1 within 90 s');
  });

  it('adds the grid figures before the budgets, the grid’s column and the grid’s problems', () => {
    const rows = [buildBenchRow(), buildBareRow()];
    const grid = buildGridFigures({ keystrokes: [], problems: ['search keystrokes: search "d": Timeout'] });

    const report = renderBenchReport(rows, [...evaluateBudgets(rows), ...evaluateGridBudgets(grid)], grid);

    expect(report.indexOf('Category grid, grid · large')).toBeLessThan(report.indexOf('| budget'));
    expect(report).toMatch(/^\| budget +\| +lobby · default \| +grid · large \|$/m);
    expect(report).toContain('- grid · large: search keystrokes: search "d": Timeout');
  });
});
