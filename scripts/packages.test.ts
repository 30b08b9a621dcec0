/**
 * @lv-casino/sdk, core and adapters as another front end gets them: `npm pack`ed (their prepack builds
 * dist/), installed into a fresh project outside the workspace the documented offline way, `npm ci
 * --offline` from the lockfile the documented online `npm install <tarballs> <peers>` writes (the
 * third-party packages come from the npm cache the workspace's install filled; see
 * packages/consumer-lockfile.ts), then packages/consumer.ts, which imports the package roots only, is
 * type-checked by tsc (nodenext, strict, library checks on) and run by plain Node against a sandbox.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { createSandbox, type Sandbox } from '@lv-casino/sandbox/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './generate/contract-files.ts';
import { consumerLockfile, type Lockfile, type PackedPackage } from './packages/consumer-lockfile.ts';

const run = promisify(execFile);
const PACKAGES = ['@lv-casino/sdk', '@lv-casino/core', '@lv-casino/adapters'];
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
/** npm on this Node (its `#!/usr/bin/env node` finds the Node running the tests first). */
const npmEnv = { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` };

const consumerTsconfig = {
  compilerOptions: {
    strict: true,
    target: 'ES2023',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    lib: ['ES2023', 'DOM'],
    types: [],
    noEmit: true,
    skipLibCheck: false,
  },
  files: ['consumer.ts'],
};

interface PackResult {
  readonly name: string;
  readonly filename: string;
  readonly integrity: string;
  readonly files: readonly { readonly path: string }[];
}

/** The documents that tell another front end how to install the tarballs. */
const INSTALL_DOCUMENTS = ['README.md', 'adapters/README.md'];

/** The arguments of the `npm install ../lv-casino-packs/…` command of a document (continued lines joined). */
function documentedInstall(markdown: string): string[] {
  const start = markdown.indexOf('npm install ../lv-casino-packs/');
  if (start === -1) return [];
  const command = markdown.slice(start, markdown.indexOf('\n```', start)).replaceAll('\\\n', ' ');
  return command
    .split(/\s+/)
    .filter((arg) => arg !== '')
    .slice(2)
    .map((arg) => arg.replaceAll("'", ''));
}

let workDir = '';
let consumerDir = '';
let sandbox: Sandbox | undefined;
let packs: readonly PackResult[] = [];

async function npm(args: readonly string[], cwd: string): Promise<string> {
  const { stdout } = await run('npm', [...args], { cwd, env: npmEnv, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Every folder under `dir` holding a package.json whose name is `name`. */
async function copiesOf(dir: string, name: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const found: string[] = [];
  for (const entry of entries.filter((path) => path.endsWith('package.json'))) {
    const manifest = JSON.parse(await readFile(join(dir, entry), 'utf8')) as { name?: string };
    if (manifest.name === name) found.push(dirname(entry));
  }
  return found;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'lv-casino-packages-'));
  const packDir = join(workDir, 'packs');
  consumerDir = join(workDir, 'consumer');
  await mkdir(packDir);
  await mkdir(consumerDir);
  const packArgs = ['pack', ...PACKAGES.flatMap((name) => ['-w', name]), '--pack-destination', packDir];
  packs = JSON.parse(await npm([...packArgs, '--json'], repoRoot)) as PackResult[];

  const packed: PackedPackage[] = [];
  for (const pack of packs) {
    const manifest = JSON.parse(
      await readFile(join(repoRoot, pack.name.replace('@lv-casino/', ''), 'package.json'), 'utf8'),
    ) as PackedPackage['manifest'];
    packed.push({
      manifest,
      tarball: relative(consumerDir, join(packDir, pack.filename)),
      integrity: pack.integrity,
    });
  }
  const workspaceLock = JSON.parse(await readFile(join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;
  const lock = consumerLockfile('lv-casino-consumer', packed, workspaceLock);
  const manifest = {
    name: 'lv-casino-consumer',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(
      packed.map(({ manifest, tarball }) => [manifest.name, `file:${tarball}`]),
    ),
  };
  await writeFile(join(consumerDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await writeFile(join(consumerDir, 'package-lock.json'), JSON.stringify(lock, null, 2));
  await npm(['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], consumerDir);

  sandbox = await createSandbox({
    port: 0,
    log: { info: () => undefined, warn: () => undefined, error: console.error },
  });
  await writeFile(join(consumerDir, 'tsconfig.json'), JSON.stringify(consumerTsconfig, null, 2));
  await copyFile(join(repoRoot, 'scripts/packages/consumer.ts'), join(consumerDir, 'consumer.ts'));
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

describe('the packed sdk, core and adapters', () => {
  it('ship built JavaScript with declarations, a README and the licence, and no sources or tests', () => {
    for (const pack of packs) {
      const paths = pack.files.map((file) => file.path);
      expect(paths, pack.name).toEqual(
        expect.arrayContaining([
          'package.json',
          'README.md',
          'CHANGELOG.md',
          'LICENSE',
          'dist/index.js',
          'dist/index.d.ts',
        ]),
      );
      expect(
        paths.filter(
          (path) =>
            !/^(package\.json|README\.md|CHANGELOG\.md|LICENSE|dist\/.+\.(js|d\.ts|js\.map))$/.test(path),
        ),
        pack.name,
      ).toEqual([]);
    }
  }, 60_000);

  it('are installed by the documented command: each packed tarball and every peer with its range', async () => {
    const peers = new Set<string>();
    for (const name of PACKAGES) {
      const manifest = JSON.parse(
        await readFile(join(repoRoot, name.replace('@lv-casino/', ''), 'package.json'), 'utf8'),
      ) as { peerDependencies?: Record<string, string> };
      for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {}))
        peers.add(`${peer}@${range}`);
    }
    for (const document of INSTALL_DOCUMENTS) {
      const args = documentedInstall(await readFile(join(repoRoot, document), 'utf8'));
      // Each tarball is named by a pattern (`lv-casino-sdk-*.tgz`) that matches its pack, whatever its version.
      const patterns = args.filter((arg) => arg.endsWith('.tgz')).map((arg) => arg.replace(/^.*\//, ''));
      const matched = patterns.map((pattern) => {
        const glob = new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`);
        return packs.filter((pack) => glob.test(pack.filename)).map((pack) => pack.filename);
      });
      expect(
        { tarballs: matched, peers: args.filter((arg) => !arg.endsWith('.tgz')).sort() },
        document,
      ).toEqual({ tarballs: packs.map((pack) => [pack.filename]), peers: [...peers].sort() });
    }
  });

  it('import one another by their roots, so the consumer holds one copy of each', async () => {
    const nodeModules = join(consumerDir, 'node_modules');
    for (const name of PACKAGES) expect(await copiesOf(nodeModules, name), name).toEqual([name]);
    const specifiers = new Set<string>();
    for (const name of PACKAGES) {
      const dist = join(nodeModules, name, 'dist');
      for (const file of (await readdir(dist, { recursive: true })).filter((path) => path.endsWith('.js'))) {
        const code = await readFile(join(dist, file), 'utf8');
        for (const [, specifier = ''] of code.matchAll(/\bfrom ['"]([^'"]+)['"]/g)) specifiers.add(specifier);
      }
    }
    expect(
      [...specifiers]
        .filter((specifier) => !specifier.startsWith('./') && !specifier.startsWith('../'))
        .sort(),
    ).toEqual(['@lv-casino/core', '@lv-casino/sdk', '@stomp/stompjs', 'openapi-fetch', 'yup']);
    expect([...specifiers].filter((specifier) => specifier.endsWith('.ts'))).toEqual([]);
  }, 60_000);

  it('type-check a consumer that imports their roots (tsc, nodenext, strict)', async () => {
    const errors = await run(process.execPath, [tsc, '-p', join(consumerDir, 'tsconfig.json')]).then(
      () => '',
      (error: unknown) => String((error as { stdout?: unknown }).stdout ?? error),
    );
    expect(errors).toBe('');
  }, 120_000);

  it('log in, read the balance and the first page of games, and receive a notification in plain Node', async () => {
    const { stdout } = await run(process.execPath, ['consumer.ts', sandbox?.url ?? ''], {
      cwd: consumerDir,
      timeout: 120_000,
    });
    console.log(`consumer output: ${stdout.trim()}`);
    const summary = JSON.parse(stdout) as {
      user: string;
      balance: string;
      games: { total: number; page: string[] };
      notification: { kind: string; data: unknown };
    };
    expect(summary.user).toBe('anna');
    expect(summary.balance).toMatch(/^\d[\d ]*\.\d\d EUR$/);
    expect(summary.games.page.length).toBeGreaterThan(0);
    expect(summary.games.total).toBeGreaterThanOrEqual(summary.games.page.length);
    expect(summary.notification).toMatchObject({ kind: 'KYC_VERIFIED', data: { kycVerified: 'VERIFIED' } });
  }, 120_000);
});
