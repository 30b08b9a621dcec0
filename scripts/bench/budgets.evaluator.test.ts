import { describe, expect, it } from 'vitest';
import { buildBareRow, buildBenchRow, buildMetrics, buildSizeSum } from './bench-row.testing.ts';
import type { BudgetCheck } from './budgets.evaluator.ts';
import {
  BUDGETS,
  checkGridDomNodes,
  checkInitialJs,
  checkSearchPaint,
  evaluateBudgets,
  evaluateGridBudgets,
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
  it('passes every budget of rows within them', () => {
    const rows = [buildBenchRow(), buildBenchRow({ label: 'lobby · large', seed: 'large' }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual([]);
  });

  it('applies every budget to each app row and none to the bare row', () => {
    const checks = evaluateBudgets([buildBenchRow(), buildBareRow()]);

    expect(checks.map((check) => check.budget)).toEqual([
      'initial JS ≤ 1.1× bare',
      'performance ≥ 95 (default seed)',
      'LCP ≤ 1.3× bare',
      'CLS ≤ 0.05',
    ]);
    expect(new Set(checks.map((check) => check.row))).toEqual(new Set(['lobby · default']));
  });

  it('holds the lobby, not a category page, to the initial JS budget', () => {
    const oversized = buildSizeSum(200_000);
    const rows = [
      buildBenchRow({ initialJs: oversized }),
      buildBenchRow({ label: 'category · default', kind: 'category', initialJs: oversized }),
      buildBareRow(),
    ];

    expect(failed(evaluateBudgets(rows)).filter((line) => line.startsWith('initial JS'))).toEqual([
      'initial JS ≤ 1.1× bare @ lobby · default: 2.00×',
    ]);
  });

  it('holds the large catalogue to its own, lower score', () => {
    const rows = [
      buildBenchRow({ label: 'lobby · large', seed: 'large', lighthouse: buildMetrics({ score: 91 }) }),
      buildBareRow(),
    ];

    expect(failed(evaluateBudgets(rows))).toEqual([]);
  });

  it('fails a default-catalogue score under 95', () => {
    const rows = [buildBenchRow({ lighthouse: buildMetrics({ score: 94 }) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['performance ≥ 95 (default seed) @ lobby · default: 94']);
  });

  it('fails an LCP over 1.3 times the bare build’s', () => {
    const rows = [buildBenchRow({ lighthouse: buildMetrics({ lcpMs: 1301 }) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['LCP ≤ 1.3× bare @ lobby · default: 1.30 s (1.30×)']);
  });

  it('fails a layout shift over 0.05', () => {
    const rows = [buildBenchRow({ lighthouse: buildMetrics({ cls: 0.051 }) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual(['CLS ≤ 0.05 @ lobby · default: 0.051']);
  });

  it('fails every Lighthouse budget of a row whose runs all failed', () => {
    const rows = [buildBenchRow({ lighthouse: undefined }), buildBareRow()];

    expect(failed(evaluateBudgets(rows))).toEqual([
      'performance ≥ 95 (default seed) @ lobby · default: not measured',
      'LCP ≤ 1.3× bare @ lobby · default: not measured',
      'CLS ≤ 0.05 @ lobby · default: not measured',
    ]);
  });

  it('uses the budgets it is given', () => {
    const rows = [buildBenchRow({ initialJs: buildSizeSum(124_000) }), buildBareRow()];

    expect(failed(evaluateBudgets(rows, { ...BUDGETS, initialJsFactor: 1.25 }))).toEqual([]);
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
