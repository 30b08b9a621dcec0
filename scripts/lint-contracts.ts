/**
 * Lints the contracts and exits 1 on any error or warning:
 * 1. `redocly lint` on the OpenAPI root with contracts/redocly.yaml (recommended rules and more);
 * 2. `redocly lint` on a fresh bundle of it, where `no-unused-components` also sees the components the
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
import { runRedocly, runRedoclyOrThrow } from './generate/redocly.runner.ts';

/**
 * Findings on the bundle that are intended: ErrorCode is the error catalogue that code generation reads;
 * ErrorResponse.errorCode names it in its description but does not $ref it, so that a code the
 * catalogue does not know still validates.
 */
const intendedBundleFindings = [
  { ruleId: 'no-unused-components', pointer: '#/components/schemas/ErrorCode' },
];

async function lintOpenapi(target: readonly string[], allowIntended: boolean): Promise<string[]> {
  const run = await runRedocly(['lint', ...target, '--config', sources.redoclyConfig, '--format=json']);
  const problems = readRedoclyLintReport(run.stdout).filter(
    (problem) =>
      !allowIntended ||
      !intendedBundleFindings.some(
        (finding) => finding.ruleId === problem.ruleId && finding.pointer === problem.pointer,
      ),
  );
  if (run.exitCode !== 0 && problems.length === 0)
    return [`redocly lint exited with ${run.exitCode}\n${run.stderr}`];
  return problems.map(formatRedoclyProblem);
}

async function lintBundle(): Promise<string[]> {
  const workDir = await mkdtemp(join(tmpdir(), 'lv-casino-lint-'));
  try {
    const bundle = join(workDir, 'openapi.json');
    await runRedoclyOrThrow([
      'bundle',
      redoclyApiName,
      '--config',
      sources.redoclyConfig,
      '--output',
      bundle,
    ]);
    return await lintOpenapi([bundle], true);
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
    ...(await lintOpenapi([redoclyApiName], false)),
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
