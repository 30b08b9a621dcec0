import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/**
 * What a feature's manifest (`src/features/<name>/<name>.feature.ts`) may export: one named export per
 * kind of contribution, each holding only data and lazy imports (src/kernel/registry.ts).
 */
export const MANIFEST_KINDS = [
  'routes',
  'header',
  'footer',
  'modals',
  'profileTabs',
  'contentPages',
  'slots',
  'sessionHooks',
] as const;

export type ManifestKind = (typeof MANIFEST_KINDS)[number];

/** The kinds exactly one feature provides (the page's frame): the build fails otherwise. */
export const SINGLE_KINDS: ReadonlySet<ManifestKind> = new Set(['header', 'footer']);

/** The module the shell imports to collect one kind: its default export lists `[owner, contribution]`. */
export const MANIFESTS_MODULE = 'virtual:feature-manifests/';

/** A feature's manifest and the kinds it exports. */
export interface FeatureManifest {
  /** The feature's folder name, which owns what it contributes. */
  readonly owner: string;
  readonly file: string;
  readonly kinds: ReadonlySet<ManifestKind>;
}

const KNOWN: ReadonlySet<string> = new Set(MANIFEST_KINDS);

/**
 * The kinds a manifest's source exports. A manifest exports kinds alone, each as
 * `export const <kind>` (so a reader, and this plugin, see what it contributes at a glance): any other
 * export is an error naming the file.
 */
export function kindsOf(source: string, file: string): ReadonlySet<ManifestKind> {
  const kinds = new Set<ManifestKind>();
  for (const [statement] of source.matchAll(/^export\b[^\n]*/gm)) {
    const named = /^export const (\w+)\b/.exec(statement)?.[1];
    if (named === undefined || !KNOWN.has(named)) {
      throw new Error(
        `${file}: a feature manifest exports only its contributions, as \`export const <kind>\` ` +
          `(${MANIFEST_KINDS.join(', ')}); found \`${statement.trim()}\``,
      );
    }
    kinds.add(named as ManifestKind);
  }
  return kinds;
}

/** Every feature folder's manifest, in folder order; a folder without one contributes nothing. */
export function readManifests(featuresDir: string): readonly FeatureManifest[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((owner) => {
      const file = join(featuresDir, owner, `${owner}.feature.ts`);
      if (!existsSync(file)) return [];
      return [{ owner, file, kinds: kindsOf(readFileSync(file, 'utf8'), file) }];
    });
}

/**
 * The collector of one kind: imports that export of every manifest that has it, each through a query
 * of the kind's own, so the bundle keeps that export alone (a manifest's modals cost the first paint
 * nothing; its routes cost the modal chunk nothing), and lists them with their owners: `[owner,
 * contribution]` pairs, or the one pair of a single kind.
 */
export function collectorSource(kind: ManifestKind, manifests: readonly FeatureManifest[]): string {
  const having = manifests.filter((manifest) => manifest.kinds.has(kind));
  if (SINGLE_KINDS.has(kind) && having.length !== 1) {
    throw new Error(
      `exactly one feature manifest exports the ${kind}, not ${having.length}` +
        (having.length > 0 ? ` (${having.map((manifest) => manifest.owner).join(', ')})` : ''),
    );
  }
  const imports = having.map(
    (manifest, index) =>
      `import { ${kind} as c${index} } from ${JSON.stringify(`${manifest.file.replaceAll('\\', '/')}?${kind}`)};`,
  );
  const entries = having.map((manifest, index) => `[${JSON.stringify(manifest.owner)}, c${index}]`);
  const list = SINGLE_KINDS.has(kind) ? (entries[0] ?? '') : `[${entries.join(', ')}]`;
  return `${imports.join('\n')}\nexport default ${list};\n`;
}

/**
 * Serves `virtual:feature-manifests/<kind>`: what every feature contributes of that kind, read from
 * the manifests, so no central list is edited when a feature lands. In the dev server, a manifest
 * added, removed or changed reloads the collectors.
 */
export function featureManifests(featuresDir: string): Plugin {
  const resolved = `\0${MANIFESTS_MODULE}`;
  const isManifest = (file: string): boolean =>
    /[\\/]features[\\/]([^\\/]+)[\\/]\1\.feature\.ts$/.test(file) && file.startsWith(featuresDir);
  const invalidate = (server: ViteDevServer): void => {
    for (const kind of MANIFEST_KINDS) {
      const module = server.moduleGraph.getModuleById(`${resolved}${kind}`);
      if (module !== undefined) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'lv-casino:feature-manifests',
    resolveId(id) {
      return id.startsWith(MANIFESTS_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolved)) return null;
      const kind = id.slice(resolved.length);
      if (!KNOWN.has(kind)) {
        throw new Error(`${MANIFESTS_MODULE}${kind}: no such kind (${MANIFEST_KINDS.join(', ')})`);
      }
      const manifests = readManifests(featuresDir);
      for (const manifest of manifests) this.addWatchFile(manifest.file);
      return collectorSource(kind as ManifestKind, manifests);
    },
    configureServer(server) {
      const onFile = (file: string): void => {
        if (isManifest(file)) invalidate(server);
      };
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
      server.watcher.on('change', onFile);
    },
  };
}
