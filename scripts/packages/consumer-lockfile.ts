/**
 * The package-lock.json of a fresh project that installs packed workspace packages, as the documented
 * online `npm install <tarballs> <peers>` writes it: each tarball as a `file:` dependency, and every
 * third-party package they declare (dependencies and peers, then their own dependencies) at the
 * version, integrity and place the workspace's package-lock.json holds, with its registry tarball URL.
 * With it, `npm ci --offline` installs from the npm cache the workspace's install filled, without
 * asking the registry: npm resolves a version range only from a package's metadata, which that cache
 * need not hold, but a locked `resolved` URL and `integrity` need nothing more than the tarball.
 */

/** A package of a package-lock.json (lockfileVersion 3), as far as this module reads and writes it. */
export interface LockedPackage {
  readonly version?: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly license?: string;
  readonly engines?: Readonly<Record<string, string>>;
  readonly bin?: Readonly<Record<string, string>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

export interface Lockfile {
  readonly packages: Readonly<Record<string, LockedPackage>>;
}

/** A tarball made by `npm pack`: its manifest, where it lies relative to the project, its integrity. */
export interface PackedPackage {
  readonly manifest: { readonly name: string; readonly version: string } & LockedPackage;
  /** e.g. `../packs/lv-casino-sdk-1.0.0.tgz`, relative to the consumer project. */
  readonly tarball: string;
  readonly integrity: string;
}

/** The names a package needs installed: its dependencies and its peers that are not optional. */
function needs(entry: LockedPackage): string[] {
  const optional = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => optional[name]?.optional !== true),
  ];
}

/** Where Node finds `name` from the package at `from` (`node_modules/yup`): nested first, then up. */
function locate(lock: Lockfile, from: string, name: string): string | undefined {
  for (let base = from; ;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock.packages[candidate] !== undefined) return candidate;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** The fields of a workspace entry a consumer's lock carries (not its dev/optional/peer flags). */
const COPIED_FIELDS = [
  'version',
  'resolved',
  'integrity',
  'license',
  'engines',
  'bin',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
] as const;

function copied(entry: {
  readonly [Field in keyof LockedPackage]?: LockedPackage[Field] | undefined;
}): LockedPackage {
  return Object.fromEntries(
    COPIED_FIELDS.flatMap((field) => (entry[field] === undefined ? [] : [[field, entry[field]]])),
  );
}

/** The npm registry, whose tarball URLs an install writes into `resolved`. */
export const NPM_REGISTRY = 'https://registry.npmjs.org/';

/**
 * A registry package's entry with its tarball URL (`{registry}{name}/-/{basename}-{version}.tgz`):
 * the workspace's lock leaves it out when npm's `omit-lockfile-registry-resolved` is set, and without
 * it `npm ci` looks the package up in the registry's metadata to find the tarball.
 */
function withResolved(path: string, entry: LockedPackage, registry: string): LockedPackage {
  if (entry.resolved !== undefined || entry.version === undefined) return entry;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const basename = name.slice(name.lastIndexOf('/') + 1);
  return { ...entry, resolved: `${registry}${name}/-/${basename}-${entry.version}.tgz` };
}

export function consumerLockfile(
  name: string,
  packed: readonly PackedPackage[],
  workspace: Lockfile,
  registry: string = NPM_REGISTRY,
): object {
  const packages: Record<string, LockedPackage> = {
    '': {
      dependencies: Object.fromEntries(
        packed.map(({ manifest, tarball }) => [manifest.name, `file:${tarball}`]),
      ),
    },
  };
  const ours = new Set(packed.map(({ manifest }) => manifest.name));
  const pending: [from: string, name: string][] = [];
  for (const { manifest, tarball, integrity } of packed) {
    const path = `node_modules/${manifest.name}`;
    const { dependencies, peerDependencies, peerDependenciesMeta } = manifest;
    packages[path] = copied({
      version: manifest.version,
      resolved: `file:${tarball}`,
      integrity,
      dependencies,
      peerDependencies,
      peerDependenciesMeta,
    });
    for (const dependency of needs(manifest)) if (!ours.has(dependency)) pending.push(['', dependency]);
  }
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [from, dependency] = next;
    const path = locate(workspace, from, dependency);
    const entry = path === undefined ? undefined : workspace.packages[path];
    if (path === undefined || entry === undefined)
      throw new Error(`${dependency} (needed by ${from || name}) is not in the workspace's lock`);
    if (packages[path] !== undefined) continue;
    packages[path] = withResolved(path, copied(entry), registry);
    for (const transitive of needs(entry)) pending.push([path, transitive]);
  }
  return { name, lockfileVersion: 3, requires: true, packages };
}
