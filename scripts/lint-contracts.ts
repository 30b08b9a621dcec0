/**
 * Lints the contracts and exits 1 on any error or warning:
 * 1. `redocly lint` on the OpenAPI root with contracts/redocly.yaml (recommended rules and more);
 * 2. `redocly lint` on a fresh bundle of it, as scripts/generate.ts writes it (with the per-operation 400
 *    responses expanded from `x-error-codes`), where `no-unused-components` also sees the components the
 *    root only reaches through file references;
 * 3. @asyncapi/parser validation of the AsyncAPI document.
 * Run: `node scripts/lint-contracts.ts`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAsyncApiProblems, validateAsyncApi } from './generate/asyncapi.validator.ts';
import { redoclyApiName, repoRoot, sources } from './generate/contract-files.ts';
import { formatRedoclyProblem, readRedoclyLintReport } from './generate/redocly-lint.report.ts';
import { bundleOpenapi } from './generate/generate-all.ts';
import { runRedocly } from './generate/redocly.runner.ts';

/** A finding of `redocly lint` that is intended, with the reason in a comment above it. */
interface IntendedFinding {
  readonly ruleId: string;
  readonly pointer: string;
  /** True when the finding also shows on the source document, not only on the bundle. */
  readonly inSource: boolean;
}

const intendedFindings: readonly IntendedFinding[] = [
  // ErrorCode is the error catalogue that code generation reads; ErrorResponse.errorCode names it in its
  // description but does not $ref it, so that a code the catalogue does not know still validates.
  { ruleId: 'no-unused-components', pointer: '#/components/schemas/ErrorCode', inSource: false },
  // The specification's real paths gaming/games/{gameId}/prepare and …/evaluateRandom share their shape
  // with gaming/games/getGamesByFriendlyUrl/{url}; they never clash, since gameId is an integer.
  ...['evaluateRandom', 'prepare'].map((action) => ({
    ruleId: 'no-ambiguous-paths',
    pointer: `#/paths/~1api~1v1~1customerfacing~1gaming~1games~1{gameId}~1${action}`,
    inSource: true,
  })),
];

async function lintOpenapi(
  target: readonly string[],
  intended: readonly IntendedFinding[],
): Promise<string[]> {
  const run = await runRedocly(['lint', ...target, '--config', sources.redoclyConfig, '--format=json']);
  const problems = readRedoclyLintReport(run.stdout).filter(
    (problem) =>
      !intended.some((finding) => finding.ruleId === problem.ruleId && finding.pointer === problem.pointer),
  );
  if (run.exitCode !== 0 && problems.length === 0)
    return [`redocly lint exited with ${run.exitCode}\n${run.stderr}`];
  return problems.map(formatRedoclyProblem);
}

async function lintBundle(): Promise<string[]> {
  const workDir = await mkdtemp(join(tmpdir(), 'lv-casino-lint-'));
  try {
    const bundle = join(workDir, 'openapi.json');
    await bundleOpenapi(bundle);
    return await lintOpenapi([bundle], intendedFindings);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

try {
  const asyncapiProblems = await validateAsyncApi(
    await readFile(join(repoRoot, sources.asyncapi), 'utf8'),
    sources.asyncapi,
  );
  const messages = [
    ...(await lintOpenapi(
      [redoclyApiName],
      intendedFindings.filter((finding) => finding.inSource),
    )),
    ...(await lintBundle()),
    ...(asyncapiProblems.length === 0 ? [] : [formatAsyncApiProblems(asyncapiProblems, sources.asyncapi)]),
  ];
  if (messages.length > 0) {
    console.error(messages.join('\n'));
    process.exitCode = 1;
  } else {
    console.log(`${sources.openapiRoot} (source and bundle) and ${sources.asyncapi}: no errors, no warnings`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
