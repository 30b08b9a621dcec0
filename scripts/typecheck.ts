/** Type-checks every package with its own tsconfig (core has no DOM lib, so DOM use there fails). */
import { spawnSync } from 'node:child_process';

const projects = [
  'core',
  'sdk',
  'adapters',
  'web',
  'sandbox',
  'tests',
  'scripts',
  'scripts/packages',
  'scripts/bench/bare',
];
let failed = false;
for (const project of projects) {
  const result = spawnSync('tsc', ['-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
