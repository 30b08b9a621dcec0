/**
 * The API reference of the published packages, @lv-casino/sdk, core and adapters: TypeDoc with the
 * options of typedoc.json (packages mode: each package converted from its public root, the
 * `src/index.ts` its package.json exports as `.`, with its own tsconfig.json, then merged into one
 * site), written into the docs site's api/ folder. TypeScript's own type check is skipped (`npm run
 * typecheck` does it), which halves the time (about 15 s here). Nothing is fetched: the theme's
 * scripts, styles and search index are files of the folder.
 */
import { join } from 'node:path';
import { Application, type LogLevel } from 'typedoc';
import { repoRoot } from './generate/contract-files.ts';

/** The folder of the API reference inside the site, and its first page. */
export const apiReference = { dir: 'api', index: 'api/index.html' } as const;

/** The TypeDoc options file at the repository's root (also what `npx typedoc` reads). */
export const typedocOptionsFile = join(repoRoot, 'typedoc.json');

export interface ApiReferenceOptions {
  /** What TypeDoc prints: its warnings (the default, for `npm run docs`) or only its errors. */
  readonly logLevel?: keyof typeof LogLevel;
}

/**
 * Builds the API reference into `{siteDir}/api/` (emptied first) and returns the path of its index,
 * relative to the site. Throws when TypeDoc reports an error (an entry point it cannot convert).
 */
export async function buildApiReference(
  siteDir: string,
  { logLevel = 'Warn' }: ApiReferenceOptions = {},
): Promise<string> {
  const out = join(siteDir, apiReference.dir);
  const app = await Application.bootstrapWithPlugins({ options: typedocOptionsFile, out, logLevel });
  const project = await app.convert();
  if (project === undefined || app.logger.hasErrors())
    throw new Error(`TypeDoc could not convert the packages of ${typedocOptionsFile}`);
  await app.generateDocs(project, out);
  if (app.logger.hasErrors()) throw new Error(`TypeDoc could not write the API reference into ${out}`);
  return apiReference.index;
}
