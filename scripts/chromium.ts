/**
 * The Debian packages the test run needs, found or installed:
 * - Chromium: $CHROME_PATH, else Debian's /usr/bin/chromium: the browser players have, which the size
 *   budget and the bench measure;
 * - Chromium's headless shell, which the browser journeys and the screen sweep drive: $CHROME_HEADLESS_SHELL_PATH, else
 *   Debian's /usr/bin/chromium-headless-shell. The same engine without the browser's own layers (the
 *   one Playwright itself uses for headless runs), for a quarter less CPU;
 * - python3-stomp, the independent STOMP client the broker's interoperability test uses;
 * - rabbitmq-server (optional), the broker nobody here wrote that the realtime adapter is tested
 *   against (tests/contract/rabbitmq-interop.test.ts, skipped with its reason where it is missing);
 * - nginx (optional), which serves the build with web/deploy/nginx.conf in front of the sandbox in
 *   tests/e2e/production-serving.e2e.ts (skipped with its reason where it is missing). Debian's `nginx`
 *   package: it has every module the shipped file uses (gzip and gzip_static, map, limit_conn, upstream
 *   keepalive); in Debian 12 `nginx-light` is only a transitional package that adds the echo module.
 * When one is missing and we are root on Debian, it is installed with apt-get; otherwise the run
 * stops with the exact command to run (for an optional one, it goes on without it). Playwright's own
 * browser download is never used. The packages' services are not started by the installation: the
 * tests start what they need, on their own ports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env['CHROME_PATH'] ?? DEBIAN_CHROMIUM;
}

/** Debian's nginx binary (package `nginx`). */
export const DEBIAN_NGINX = '/usr/sbin/nginx';

export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function headlessShellPath(): string {
  return process.env['CHROME_HEADLESS_SHELL_PATH'] ?? DEBIAN_HEADLESS_SHELL;
}

interface Requirement {
  readonly debianPackage: string;
  readonly present: () => boolean;
  /** The run goes on without it (its tests are skipped, saying why). */
  readonly optional?: boolean;
}

const requirements: readonly Requirement[] = [
  { debianPackage: 'chromium', present: () => existsSync(chromiumPath()) },
  { debianPackage: 'chromium-headless-shell', present: () => existsSync(headlessShellPath()) },
  {
    debianPackage: 'python3-stomp',
    present: () => spawnSync('/usr/bin/python3', ['-c', 'import stomp'], { stdio: 'ignore' }).status === 0,
  },
  {
    debianPackage: 'rabbitmq-server',
    present: () => existsSync('/usr/lib/rabbitmq/bin/rabbitmq-server'),
    optional: true,
  },
  { debianPackage: 'nginx', present: () => existsSync(DEBIAN_NGINX), optional: true },
];

/** Debian's way to keep an installation from starting services (exit 101: action forbidden). */
const POLICY_RC_D = '/usr/sbin/policy-rc.d';

/** Runs apt-get with services kept from starting; answers whether it succeeded. */
function aptGet(args: readonly string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ownPolicy = !existsSync(POLICY_RC_D);
  if (ownPolicy) writeFileSync(POLICY_RC_D, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    return spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  } finally {
    if (ownPolicy) rmSync(POLICY_RC_D, { force: true });
  }
}

export function ensureTestPackages(): void {
  const missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length === 0) return;
  const names = missing.map((r) => r.debianPackage);
  const command = `sudo apt-get update && sudo apt-get install -y ${names.join(' ')}`;
  const required = missing.filter((r) => r.optional !== true).map((r) => r.debianPackage);
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (!isRoot || !isDebian) {
    if (required.length > 0) {
      throw new Error(`Missing ${required.join(', ')}. Install with:\n  ${command}\n(or set CHROME_PATH).`);
    }
    console.log(
      `Going on without ${names.join(', ')} (their tests are skipped); install with:\n  ${command}`,
    );
    return;
  }
  console.log(`Installing Debian packages the tests need: ${names.join(', ')} …`);
  if (!aptGet(['update', '-qq'])) {
    if (required.length > 0) throw new Error(`apt-get update failed; run: ${command}`);
  }
  // The required ones first, so an optional one that cannot be installed does not take them along.
  if (required.length > 0 && !aptGet(['install', '-y', '-qq', ...required])) {
    throw new Error(`apt-get install ${required.join(' ')} failed; run: ${command}`);
  }
  const optional = missing.filter((r) => r.optional === true).map((r) => r.debianPackage);
  if (optional.length > 0 && !aptGet(['install', '-y', '-qq', ...optional])) {
    console.log(`Could not install ${optional.join(', ')}; their tests are skipped.`);
  }
  const stillMissing = requirements.filter((r) => r.optional !== true && !r.present());
  if (stillMissing.length > 0) {
    throw new Error(`Still missing after apt-get: ${stillMissing.map((r) => r.debianPackage).join(', ')}`);
  }
}
