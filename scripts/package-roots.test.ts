/**
 * The roots of @lv-casino/core and @lv-casino/adapters (their `src/index.ts`, the only entry points of
 * the built packages) stay complete as modules are added: core's re-exports every module but tests and
 * `testing/`; adapters' every module but tests, `testing/` and the internals it names.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './generate/contract-files.ts';

/** Adapters' modules that are not public: DTO mappers, call helpers, the web app's chunk groups. */
const ADAPTERS_INTERNALS =
  /(\.mapper|\.adapter-group|\/call|\/dto-reader|\/recent-message-ids|\/stomp-error)\.ts$/;

/** The modules of a package's src/ (relative, `./catalogue/catalogue.ts`) but its tests, fakes and index. */
async function modulesOf(packageDir: string): Promise<string[]> {
  const files = await readdir(join(repoRoot, packageDir, 'src'), { recursive: true });
  return files
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .filter((file) => !file.split('/').includes('testing'))
    .map((file) => `./${file}`)
    .sort();
}

/** The modules an index re-exports (`export … from './x.ts'`). */
async function reExportsOf(packageDir: string): Promise<string[]> {
  const index = await readFile(join(repoRoot, packageDir, 'src/index.ts'), 'utf8');
  return [...index.matchAll(/^export .* from '(\.\/[^']+)';$/gm)].map((match) => match[1] ?? '').sort();
}

describe('package roots', () => {
  it("core's re-exports every module of core but its tests and fakes", async () => {
    expect(await reExportsOf('core')).toEqual(await modulesOf('core'));
  });

  it("adapters' re-exports every adapter, factory and option module", async () => {
    const reExports = await reExportsOf('adapters');
    const publicModules = (await modulesOf('adapters')).filter((path) => !ADAPTERS_INTERNALS.test(path));
    expect(reExports.filter((path) => !ADAPTERS_INTERNALS.test(path))).toEqual(publicModules);
  });
});
