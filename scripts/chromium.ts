/**
 * Finds the Chromium that Playwright drives: $CHROME_PATH, else Debian's /usr/bin/chromium.
 * When it is missing and we are root on Debian, installs Debian's `chromium` package with apt-get;
 * otherwise stops with the exact command to run. Playwright's own browser download is not used.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

export function chromiumPath(): string {
  return process.env['CHROME_PATH'] ?? DEBIAN_CHROMIUM;
}

export function ensureChromium(): string {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian || process.env['CHROME_PATH'] !== undefined) {
    throw new Error(
      `Chromium not found at ${path}. Install it with:\n  ${INSTALL_COMMAND}\nor set CHROME_PATH.`,
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get …");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; run: ${INSTALL_COMMAND}`);
  }
  execFileSync(path, ['--version'], { stdio: 'inherit' });
  return path;
}
