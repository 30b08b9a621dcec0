/**
 * Fails (exit code 1) when a generated file differs from what `npm run generate` would write now.
 * It regenerates in memory (so it works in an uncommitted tree), compares with the files on disk and,
 * on drift, writes the fresh versions to a temporary folder for `diff -u`.
 * Run: `node scripts/check-generated.ts`.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './generate/contract-files.ts';
import { generateAll } from './generate/generate-all.ts';

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

try {
  const files = await generateAll();
  const drifting: string[] = [];
  for (const [path, content] of files) {
    const current = await readIfPresent(join(repoRoot, path));
    if (current !== content) drifting.push(current === undefined ? `${path} (missing)` : path);
  }
  if (drifting.length === 0) {
    console.log(`generated files are up to date (${files.size} checked)`);
  } else {
    const freshDir = await mkdtemp(join(tmpdir(), 'lv-casino-generated-'));
    for (const [path, content] of files) {
      await mkdir(dirname(join(freshDir, path)), { recursive: true });
      await writeFile(join(freshDir, path), content);
    }
    console.error(
      [
        "Generated files are out of date with contracts/ or the web's message files (run `npm run generate` and commit the result):",
        ...drifting.map((path) => `  - ${path}`),
        `Fresh versions are in ${freshDir} (diff -u <file> ${freshDir}/<file>).`,
      ].join('\n'),
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
