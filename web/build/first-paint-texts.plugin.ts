import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module of the first paint's texts in one language: `virtual:first-paint-texts/<language>`. */
export const FIRST_PAINT_TEXTS_MODULE = 'virtual:first-paint-texts/';

const LANGUAGES: ReadonlySet<string> = new Set(['lv', 'en', 'ru']);

/** The texts every first paint shows, by owner (as IntlStore names it): the shell's, the header's, the lobby's. */
export const FIRST_PAINT_OWNERS: Readonly<Record<string, string>> = {
  app: 'src/kernel',
  header: 'src/features/header',
  lobby: 'src/features/lobby',
};

export interface FirstPaintTextsOptions {
  /** The web package's folder (what the owners' folders are relative to). */
  readonly root: string;
  /** The texts' owners and the folders whose `messages/<language>.json` they are. */
  readonly owners: Readonly<Record<string, string>>;
  /** The language whose module the built index.html preloads: the site's default. */
  readonly preload: string;
}

/** The source of the texts module of `language`: one named export per owner, each that owner's file. */
export function firstPaintTextsSource(options: FirstPaintTextsOptions, language: string): string {
  return Object.entries(options.owners)
    .map(([owner, folder]) => {
      const file = join(options.root, folder, 'messages', `${language}.json`).replaceAll('\\', '/');
      return `export { default as ${owner} } from ${JSON.stringify(file)};`;
    })
    .join('\n');
}

/**
 * The texts every first paint shows (the shell's, the header's, the lobby's), one module per language
 * that imports each owner's message file: one file to fetch before a page paints, not one per owner
 * (a dynamic import of each file gives each a file of its own, and rolldown keeps a proxy file per
 * import even when a chunk group joins them, rolldown issue #9729). The default language's module is
 * preloaded by the built index.html, so it downloads with the entry instead of after it has run.
 */
export function firstPaintTexts(options: FirstPaintTextsOptions): Plugin {
  const resolved = `\0${FIRST_PAINT_TEXTS_MODULE}`;
  return {
    name: 'lv-casino:first-paint-texts',
    resolveId(id) {
      return id.startsWith(FIRST_PAINT_TEXTS_MODULE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolved)) return undefined;
      const language = id.slice(resolved.length);
      if (!LANGUAGES.has(language)) throw new Error(`first-paint-texts: no language ${language} (${id})`);
      return firstPaintTextsSource(options, language);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const preloaded = `${resolved}${options.preload}`;
        return Object.values(context.bundle ?? {})
          .filter((output) => output.type === 'chunk' && output.facadeModuleId === preloaded)
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
