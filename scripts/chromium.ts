/**
 * The Debian packages the test run needs, found or installed:
 * - Chromium, which Playwright drives: $CHROME_PATH, else Debian's /usr/bin/chromium;
 * - python3-stomp, the independent STOMP client the broker's interoperability test uses.
 * When one is missing and we are root on Debian, it is installed with apt-get; otherwise the run
 * stops with the exact command to run. Playwright's own browser download is never used.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env['CHROME_PATH'] ?? DEBIAN_CHROMIUM;
}

interface Requirement {
  readonly debianPackage: string;
  readonly present: () => boolean;
}

const requirements: readonly Requirement[] = [
  { debianPackage: 'chromium', present: () => existsSync(chromiumPath()) },
  {
    debianPackage: 'python3-stomp',
    present: () => spawnSync('/usr/bin/python3', ['-c', 'import stomp'], { stdio: 'ignore' }).status === 0,
  },
];

export function ensureTestPackages(): void {
  const missing = requirements.filter((requirement) => !requirement.present()).map((r) => r.debianPackage);
  if (missing.length === 0) return;
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    throw new Error(`Missing ${missing.join(', ')}. Install with:\n  ${command}\n(or set CHROME_PATH).`);
  }
  console.log(`Installing Debian packages the tests need: ${missing.join(', ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; run: ${command}`);
  }
  const stillMissing = requirements.filter((requirement) => !requirement.present());
  if (stillMissing.length > 0) {
    throw new Error(`Still missing after apt-get: ${stillMissing.map((r) => r.debianPackage).join(', ')}`);
  }
}
