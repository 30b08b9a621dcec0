import { isRecord, readArray, readRecord } from './json-reader.ts';

/** A problem of severity error or warning from `redocly lint --format=json`. */
export interface RedoclyProblem {
  readonly severity: 'error' | 'warn';
  readonly ruleId: string;
  /** File and JSON pointer of the first location, e.g. `openapi.yaml#/paths/~1a/get`. */
  readonly where: string;
  /** JSON pointer of the first location, e.g. `#/components/schemas/ErrorCode`. */
  readonly pointer: string;
  readonly message: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads the output of `redocly lint --format=json` and returns its problems of severity error or
 * warning (ignored problems are left out). Throws when the output is not such a report.
 */
export function readRedoclyLintReport(stdout: string): readonly RedoclyProblem[] {
  const report = readRecord(JSON.parse(stdout), 'redocly lint report');
  return readArray(report.problems, 'problems').flatMap((item): RedoclyProblem[] => {
    const problem = readRecord(item, 'problem');
    if (problem.severity !== 'error' && problem.severity !== 'warn') return [];
    const [first] = Array.isArray(problem.location) ? (problem.location as readonly unknown[]) : [];
    const location = isRecord(first) ? first : {};
    const source = isRecord(location.source) ? text(location.source.ref) : '';
    const pointer = text(location.pointer);
    return [
      {
        severity: problem.severity,
        ruleId: text(problem.ruleId) || 'unknown-rule',
        where: `${source}${pointer}`,
        pointer,
        message: text(problem.message),
      },
    ];
  });
}

export function formatRedoclyProblem(problem: RedoclyProblem): string {
  return `${problem.severity} ${problem.ruleId} at ${problem.where}: ${problem.message}`;
}
