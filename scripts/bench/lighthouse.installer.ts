/**
 * Lighthouse and its launcher for `npm run bench` alone. They are not in the workspace's
 * devDependencies: with their 114 packages, the workspace's `npm ci` took 65 s instead of 52 s, on
 * every CI run, for a tool no step of `npm test` runs. They live in scripts/bench/lighthouse/ (its
 * own package.json and lockfile, pinned) and are installed there by the bench's first run, from the
 * npm registry as every other package.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The bench's own package: Lighthouse and chrome-launcher, as its lockfile pins them. */
export const LIGHTHOUSE_PACKAGE = fileURLToPath(new URL('./lighthouse/', import.meta.url));

/** Installs the bench's package from its lockfile when it is not installed yet. */
export function ensureLighthouseInstalled(): void {
  if (existsSync(join(LIGHTHOUSE_PACKAGE, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log(`Installing Lighthouse for the bench into ${LIGHTHOUSE_PACKAGE}node_modules …`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], {
    cwd: LIGHTHOUSE_PACKAGE,
    stdio: 'inherit',
    // npm on this Node: its `#!/usr/bin/env node` finds the Node running the bench first.
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}` },
  });
}

/** Imports one of the bench's packages by name (its main module), installing them first if needed. */
export async function importBenchPackage(name: 'lighthouse' | 'chrome-launcher'): Promise<unknown> {
  ensureLighthouseInstalled();
  const resolved = createRequire(join(LIGHTHOUSE_PACKAGE, 'package.json')).resolve(name);
  return import(pathToFileURL(resolved).href);
}
