import type { Plugin } from 'vite';

export interface PreloadFirstMessagesOptions {
  /** The site's default language, whose texts the first paint of most visits needs (`lv`). */
  readonly language: string;
  /** Folders (relative to web/) whose `messages/<language>.json` the first paint loads. */
  readonly folders: readonly string[];
}

/**
 * Adds `<link rel="modulepreload">` for the default language's message chunks of the first paint to
 * the built index.html, so they download with the entry instead of after it has run (one round trip
 * less before the lobby's headline). Another language's visit loads its own chunks as before.
 */
export function preloadFirstMessages(options: PreloadFirstMessagesOptions): Plugin {
  const wanted = options.folders.map((folder) => `/${folder}/messages/${options.language}.json`);
  return {
    name: 'lv-casino:preload-first-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId !== null &&
            wanted.some((path) => output.facadeModuleId?.replaceAll('\\', '/').endsWith(path)),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
