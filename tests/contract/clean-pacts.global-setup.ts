import { rmSync } from 'node:fs';
import { PACT_DIR } from './pact-setup.ts';

/** Pact merges interactions into existing files; start from none so a removed test leaves no stale interaction. */
export default function cleanPacts(): void {
  rmSync(PACT_DIR, { recursive: true, force: true });
}
