/** Runs the dependency rules of ARCHITECTURE.md §1 over the source packages; exit code 1 on a violation. */
import { spawnSync } from 'node:child_process';

const sources = ['core/src', 'sdk/src', 'adapters/src', 'web/src', 'sandbox/src', 'tests'];
const result = spawnSync(
  'depcruise',
  ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...sources],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
