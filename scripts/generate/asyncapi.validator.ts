import { Parser } from '@asyncapi/parser';

/** DiagnosticSeverity of @stoplight/types: Error 0, Warning 1, Information 2, Hint 3. */
const failingSeverities: ReadonlyMap<number, 'error' | 'warning'> = new Map([
  [0, 'error'],
  [1, 'warning'],
]);

/** A diagnostic of the AsyncAPI parser that fails the contract (severity error or warning). */
export interface AsyncApiProblem {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  /** JSON path of the offending node, dot-separated. */
  readonly path: string;
}

/**
 * Parses and validates an AsyncAPI document (YAML or JSON text) with @asyncapi/parser and returns its
 * error and warning diagnostics. Information and hint diagnostics pass: the parser reports
 * `asyncapi-latest-version` as information because the contract pins AsyncAPI 3.0.0 on purpose.
 */
export async function validateAsyncApi(text: string, source: string): Promise<readonly AsyncApiProblem[]> {
  const { diagnostics } = await new Parser().parse(text, { source });
  return diagnostics.flatMap((diagnostic): AsyncApiProblem[] => {
    const severity = failingSeverities.get(diagnostic.severity);
    if (severity === undefined) return [];
    return [
      {
        severity,
        code: String(diagnostic.code),
        message: diagnostic.message,
        path: diagnostic.path.join('.'),
      },
    ];
  });
}

export function formatAsyncApiProblems(problems: readonly AsyncApiProblem[], source: string): string {
  return problems
    .map((problem) => `${source}: ${problem.severity} ${problem.code} at ${problem.path}: ${problem.message}`)
    .join('\n');
}
