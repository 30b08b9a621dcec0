import { describe, expect, it } from 'vitest';
import { formatRedoclyProblem, readRedoclyLintReport } from './redocly-lint.report.ts';

function report(problems: readonly unknown[]): string {
  return JSON.stringify({ totals: {}, version: '2.77.0', problems });
}

function problem(severity: string, ruleId: string) {
  return {
    ruleId,
    severity,
    message: `${ruleId} failed`,
    location: [{ source: { ref: 'openapi.yaml' }, pointer: '#/paths/~1a/get' }],
  };
}

describe('readRedoclyLintReport', () => {
  it('reports errors and warnings with rule and location', () => {
    const problems = readRedoclyLintReport(
      report([problem('error', 'struct'), problem('warn', 'operation-summary')]),
    );
    expect(problems.map(formatRedoclyProblem)).toEqual([
      'error struct at openapi.yaml#/paths/~1a/get: struct failed',
      'warn operation-summary at openapi.yaml#/paths/~1a/get: operation-summary failed',
    ]);
  });

  it('keeps the JSON pointer of the first location', () => {
    expect(readRedoclyLintReport(report([problem('warn', 'no-unused-components')]))[0]?.pointer).toBe(
      '#/paths/~1a/get',
    );
  });

  it('leaves out ignored problems', () => {
    expect(readRedoclyLintReport(report([problem('off', 'info-license')]))).toEqual([]);
  });

  it('refuses output that is not a lint report', () => {
    expect(() => readRedoclyLintReport('[]')).toThrow('redocly lint report');
  });
});
