/**
 * Lints the bundled OpenAPI document with Spectral (spectral:oas and the OWASP API Security ruleset,
 * configured in contracts/.spectral.yaml with the reviewed exceptions written down) and exits non-zero
 * on any error or warning. It reads contracts/bundled/openapi.json, the document API teams and the
 * rendered docs get (`npm run generate` writes it; check-generated keeps it current).
 * Run: `node scripts/lint-spectral.ts`.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { outputs, repoRoot } from './generate/contract-files.ts';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), 'dist', 'index.js');

const result = spawnSync(
  process.execPath,
  [
    cli,
    'lint',
    outputs.openapiBundle,
    '--ruleset',
    'contracts/.spectral.yaml',
    '--fail-severity',
    'warn',
    '--format',
    'text',
  ],
  { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
);
const output = `${result.stdout}${result.stderr}`.trim();
if (result.status === 0) {
  console.log(`${outputs.openapiBundle}: Spectral (spectral:oas, OWASP) found no errors, no warnings`);
} else {
  console.error(output === '' ? `spectral exited with ${String(result.status)}` : output);
  process.exitCode = 1;
}
