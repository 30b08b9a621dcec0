import { describe, expect, it } from 'vitest';
import {
  buildBareRow,
  buildBenchRow,
  buildCategoryRow,
  buildExecutedJs,
  buildMetrics,
  buildSizeSum,
} from './bench-row.testing.ts';
import type { BudgetCheck } from './budgets.evaluator.ts';
import {
  BUDGETS,
  checkGridDomNodes,
  checkInitialJs,
  checkSearchPaint,
  evaluateBudgets,
  evaluateGridBudgets,
  evaluateInpBudgets,
} from './budgets.evaluator.ts';
import { buildGridFigures, buildKeystrokes } from './grid-figures.testing.ts';

const failed = (checks: readonly BudgetCheck[]): string[] =>
  checks.filter((check) => !check.pass).map((check) => `${check.budget} @ ${check.row}: ${check.actual}`);

describe('checkInitialJs', () => {
  it('passes an app exactly at the factor times the bare build', () => {
    expect(checkInitialJs('lobby', buildSizeSum(110_000), buildSizeSum(100_000), 1.1)).toEqual({
      budget: 'initial JS ≤ 1.1× bare',
      row: 'lobby',
      actual: '1.10×',
      pass: true,
    });
  });

  it('fails an app one byte over the factor', () => {
    expect(checkInitialJs('lobby', buildSizeSum(110_001), buildSizeSum(100_000), 1.1).pass).toBe(false);
  });

  it('fails when the bare build was not measured', () => {
    expect(checkInitialJs('lobby', buildSizeSum(1), undefined, 1.1)).toMatchObject({
      actual: 'bare build not measured',
      pass: false,
    });
  });
});

describe('evaluateBudgets', () => {
  const allRows = () => [
    buildBenchRow(),
    buildBenchRow({ label: 'lobby · large', seed: 'large' }),
    buildCategoryRow(),
    buildCategoryRow({ seed: 'large' }),
    buildBareRow(),
  ];

  it('passes every budget of rows within them', () => {
    expect(failed(evaluateBudgets(allRows()))).toEqual([]);
  });

  it('applies each page budget to the rows it is about and none to the bare row', () => {
    const checks = evaluateBudgets(allRows());

    const rowsOf = (budget: string) =>
      checks.filter((check) => check.budget === budget).map((check) => check.row);
    expect({
      lobbyJs: rowsOf('initial JS ≤ 1.1× bare'),
      categoryJs: rowsOf('initial JS ≤ 1.25× bare'),
      requests: rowsOf('JS requests before the first games ≤ 6'),
      executed: rowsOf('JS executed until idle ≤ 1.3× bare'),
      score: rowsOf('performance ≥ bare − 5'),
      largeTbt: rowsOf('TBT on the large catalogue ≤ default + 100 ms'),
    }).toEqual({
      lobbyJs: ['lobby · default', 'lobby · large'],
      categoryJs: ['category · default', 'category · large'],
      requests: ['category · default', 'category · large'],
      executed: ['lobby · default'],
      score: ['lobby · default', 'lobby · large', 'category · default', 'category · large'],
      largeTbt: ['lobby · large', 'category · large'],
    });
  });

  it('holds a category deep link to 1.25 times the bare build’s initial JS', () => {
    const rows = [buildCategoryRow({ initialJs: buildSizeSum(125_001) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['initial JS ≤ 1.25× bare @ category · default: 1.25×']);
  });

  it('fails a category deep link that asks for a seventh script before its first games', () => {
    const scripts = ['1', '2', '3', '4', '5', '6', '7'].map((name) => `/assets/${name}.js`);
    const rows = [buildCategoryRow({ chain: { path: '/lv/casino/all-games', scripts } }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'JS requests before the first games ≤ 6 @ category · default: 7',
    ]);
  });

  it('fails a lobby that executes more than 1.3 times the bare build’s JavaScript', () => {
    const rows = [buildBenchRow({ executedJs: buildExecutedJs(130_001) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'JS executed until idle ≤ 1.3× bare @ lobby · default: 130.0 kB (1.30×)',
    ]);
  });

  it('fails a score more than 5 points under the bare build’s', () => {
    const rows = [
      buildBenchRow({ lighthouse: buildMetrics({ score: 87 }) }),
      buildBareRow({ lighthouse: buildMetrics({ score: 93 }) }),
    ];

    expect(failed(evaluateBudgets(rows))).toEqual(['performance ≥ bare − 5 @ lobby · default: 87 (bare 93)']);
  });

  it('fails a TBT more than 150 ms over the bare build’s', () => {
    const rows = [
      buildBenchRow({ lighthouse: buildMetrics({ tbtMs: 551 }) }),
      buildBareRow({ lighthouse: buildMetrics({ tbtMs: 400 }) }),
    ];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'TBT ≤ bare + 150 ms @ lobby · default: 551 ms (bare 400 ms)',
    ]);
  });

  it('fails an LCP over 1.2 times the bare build’s', () => {
    const rows = [buildBenchRow({ lighthouse: buildMetrics({ lcpMs: 1201 }) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['LCP ≤ 1.2× bare @ lobby · default: 1.20 s (1.20×)']);
  });

  it('fails a layout shift over 0.05', () => {
    const rows = [buildBenchRow({ lighthouse: buildMetrics({ cls: 0.051 }) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['CLS ≤ 0.05 @ lobby · default: 0.051']);
  });

  it('fails a page whose TBT grows by more than 100 ms on the large catalogue', () => {
    const rows = [
      buildBenchRow({ lighthouse: buildMetrics({ tbtMs: 20 }) }),
      buildBenchRow({ label: 'lobby · large', seed: 'large', lighthouse: buildMetrics({ tbtMs: 121 }) }),
      buildBareRow({ lighthouse: buildMetrics({ tbtMs: 0 }) }),
    ];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'TBT on the large catalogue ≤ default + 100 ms @ lobby · large: 121 ms (default 20 ms)',
    ]);
  });

  it('fails every Lighthouse budget of a row whose runs all failed', () => {
    const rows = [buildBenchRow({ lighthouse: undefined }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'performance ≥ bare − 5 @ lobby · default: not measured',
      'TBT ≤ bare + 150 ms @ lobby · default: not measured',
      'LCP ≤ 1.2× bare @ lobby · default: not measured',
      'CLS ≤ 0.05 @ lobby · default: not measured',
    ]);
  });

  it('fails the relative budgets when the bare build was not measured', () => {
    const rows = [buildBenchRow(), buildBareRow({ lighthouse: undefined, executedJs: undefined })];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'JS executed until idle ≤ 1.3× bare @ lobby · default: bare build not measured',
      'performance ≥ bare − 5 @ lobby · default: bare build not measured',
      'TBT ≤ bare + 150 ms @ lobby · default: bare build not measured',
      'LCP ≤ 1.2× bare @ lobby · default: bare build not measured',
    ]);
  });

  it('uses the budgets it is given', () => {
    const rows = [buildBenchRow({ initialJs: buildSizeSum(124_000) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows, { ...BUDGETS, initialJsFactor: 1.25 }))).toEqual([]);
  });
});

describe('evaluateInpBudgets', () => {
  it('holds each interaction’s median to 200 ms and fails one never timed', () => {
    const checks = evaluateInpBudgets(
      [
        { name: 'open login from the header', runsMs: [120, 200, 180], medianMs: 180 },
        { name: 'open the profile (logged in)', runsMs: [208, 216, 190], medianMs: 208 },
        { name: 'a keystroke in the global search', runsMs: [], medianMs: undefined },
      ],
      200,
    );

    expect(checks.map((check) => `${check.row}: ${check.actual} ${check.pass ? '✔' : '✖'}`)).toEqual([
      'open login from the header: 180 ms ✔',
      'open the profile (logged in): 208 ms ✖',
      'a keystroke in the global search: not measured ✖',
    ]);
  });
});

describe('checkGridDomNodes', () => {
  it('passes a grid exactly at the most nodes', () => {
    expect(checkGridDomNodes(buildGridFigures({ domNodes: 1500 }), 1500)).toEqual({
      budget: 'DOM nodes after 400 games ≤ 1500',
      row: 'grid · large',
      actual: '1500',
      pass: true,
    });
  });

  it('fails a grid one node over', () => {
    expect(checkGridDomNodes(buildGridFigures({ domNodes: 1501 }), 1500).pass).toBe(false);
  });

  it('fails when the nodes were not counted', () => {
    expect(checkGridDomNodes(buildGridFigures({ domNodes: undefined }), 1500)).toMatchObject({
      actual: 'not measured',
      pass: false,
    });
  });
});

describe('checkSearchPaint', () => {
  it('takes the median keystroke, so a slow one alone does not fail it', () => {
    const grid = buildGridFigures({ keystrokes: buildKeystrokes(12, 48, 300, 20, 50, 31, 45) });

    expect(checkSearchPaint(grid, 50)).toEqual({
      budget: 'search keystroke to paint (median) ≤ 50 ms',
      row: 'grid · large',
      actual: '45.0 ms',
      pass: true,
    });
  });

  it('fails a median over the budget', () => {
    const grid = buildGridFigures({ keystrokes: buildKeystrokes(50.1, 50.1, 50.1, 50.1, 10, 10, 10) });

    expect(checkSearchPaint(grid, 50)).toMatchObject({ actual: '50.1 ms', pass: false });
  });

  it('fails when fewer than 7 keystrokes were measured', () => {
    const grid = buildGridFigures({ keystrokes: buildKeystrokes(10, 10, 10) });

    expect(checkSearchPaint(grid, 50)).toMatchObject({ actual: '3 of 7 keystrokes measured', pass: false });
  });
});

describe('evaluateGridBudgets', () => {
  it('applies both grid budgets to the grid’s column', () => {
    expect(evaluateGridBudgets(buildGridFigures())).toEqual([
      { budget: 'DOM nodes after 400 games ≤ 1500', row: 'grid · large', actual: '544', pass: true },
      {
        budget: 'search keystroke to paint (median) ≤ 50 ms',
        row: 'grid · large',
        actual: '20.0 ms',
        pass: true,
      },
    ]);
  });

  it('fails both budgets of a probe that measured nothing', () => {
    const grid = buildGridFigures({ domNodes: undefined, keystrokes: [] });

    expect(failed(evaluateGridBudgets(grid))).toEqual([
      'DOM nodes after 400 games ≤ 1500 @ grid · large: not measured',
      'search keystroke to paint (median) ≤ 50 ms @ grid · large: 0 of 7 keystrokes measured',
    ]);
  });

  it('uses the budgets it is given', () => {
    const grid = buildGridFigures({ domNodes: 2000 });

    expect(failed(evaluateGridBudgets(grid, { ...BUDGETS, maxGridDomNodes: 2000 }))).toEqual([]);
  });
});
