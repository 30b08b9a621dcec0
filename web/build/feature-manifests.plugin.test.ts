import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectorSource, kindsOf, MANIFEST_KINDS, readManifests } from './feature-manifests.plugin.ts';

const featuresDir = join(import.meta.dirname, '..', 'src', 'features');

/** A features folder with the given manifests' sources, by feature name. */
function featuresWith(sources: Readonly<Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'features-'));
  for (const [name, source] of Object.entries(sources)) {
    mkdirSync(join(root, name));
    writeFileSync(join(root, name, `${name}.feature.ts`), source);
  }
  return root;
}

describe('a feature manifest', () => {
  it('contributes the kinds it exports', () => {
    const source = "export const routes = [];\nexport const modals = [\n  modal('login', load),\n];\n";
    expect([...kindsOf(source, 'login.feature.ts')].sort()).toEqual(['modals', 'routes']);
  });

  it('may export nothing but its contributions', () => {
    expect(() => kindsOf('export const loginModal = 1;\n', 'login.feature.ts')).toThrow(
      /login\.feature\.ts: a feature manifest exports only its contributions.*export const loginModal/,
    );
  });

  it('exports each contribution as a const, so a reader sees it at a glance', () => {
    expect(() => kindsOf("export { routes } from './routes.ts';\n", 'x.feature.ts')).toThrow(
      /export \{ routes \}/,
    );
  });
});

describe('the features of the web', () => {
  const manifests = readManifests(featuresDir);
  const modules = import.meta.glob<Record<string, unknown>>('../src/features/*/*.feature.ts');

  it('each have a manifest named after their folder', () => {
    const folders = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(manifests.map((manifest) => manifest.owner)).toEqual(folders.map((folder) => folder.name).sort());
  });

  it.each(manifests.map((manifest) => [manifest.owner, manifest] as const))(
    "%s's manifest exports at run time the kinds its source shows",
    async (owner, manifest) => {
      const load = modules[`../src/features/${owner}/${owner}.feature.ts`];
      if (load === undefined) throw new Error(`no manifest module for ${owner}`);
      expect(Object.keys(await load()).sort()).toEqual([...manifest.kinds].sort());
    },
  );

  it('are all the kinds a collector may ask for', () => {
    const used = new Set(manifests.flatMap((manifest) => [...manifest.kinds]));
    expect([...used].sort()).toEqual([...MANIFEST_KINDS].sort());
  });
});

describe('a collector', () => {
  it('imports the kind from each manifest that has it, through a query of its own, with its owner', () => {
    const root = featuresWith({ lobby: 'export const routes = [];\n', login: 'export const modals = [];\n' });
    const source = collectorSource('routes', readManifests(root));
    expect(source).toBe(
      `import { routes as c0 } from ${JSON.stringify(`${root}/lobby/lobby.feature.ts?routes`)};\n` +
        'export default [["lobby", c0]];\n',
    );
  });

  it('of a single kind is its one pair', () => {
    const root = featuresWith({ header: 'export const header = {};\n' });
    expect(collectorSource('header', readManifests(root))).toMatch(/export default \["header", c0\];/);
  });

  it('of a single kind fails the build when two features provide it', () => {
    const root = featuresWith({ a: 'export const footer = 1;\n', b: 'export const footer = 2;\n' });
    expect(() => collectorSource('footer', readManifests(root))).toThrow(
      'exactly one feature manifest exports the footer, not 2 (a, b)',
    );
  });
});
