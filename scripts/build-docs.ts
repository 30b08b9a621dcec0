/**
 * Builds the reference site into docs-site/ (or the folder given as the first argument): index.html,
 * openapi.html (Redoc) and asyncapi.html (AsyncAPI React component) from contracts/bundled/, and api/
 * (TypeDoc, the API reference of @lv-casino/sdk, core and adapters, by typedoc.json), all offline.
 * Run: `npm run docs` (`node scripts/build-docs.ts [outDir]`).
 */
import { join, resolve } from 'node:path';
import { buildDocsSite } from './build-docs.site.ts';
import { repoRoot } from './generate/contract-files.ts';

const outDir = process.argv[2] === undefined ? join(repoRoot, 'docs-site') : resolve(process.argv[2]);

try {
  const files = await buildDocsSite(outDir);
  for (const file of files) console.log(`built ${join(outDir, file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
