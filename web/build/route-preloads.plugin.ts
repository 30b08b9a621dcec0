import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The id of index.html's data block that lists the route preloads (read by index.html's inline script). */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/** A lazy route whose files a deep link downloads with the entry, not after it has run. */
export interface PreloadedRoute {
  /** The paths it serves, as a regular expression's source (the inline script tests `location.pathname`). */
  readonly path: string;
  /**
   * The modules the route imports dynamically before its first render (their chunks' facades): the
   * route's chunk, and any loader or deferred adapters on the way to it. Every chunk whose facade
   * matches is preloaded, with what it imports statically.
   */
  readonly modules: RegExp;
  /**
   * The route's texts, a module per language (the expression's first group); several per language when
   * the route's texts are several folders (its own and a shared kernel's).
   */
  readonly texts: RegExp;
}

/** What index.html's inline script preloads on a path: `[rel, href]` per language of the path. */
export interface RoutePreloads {
  readonly path: string;
  readonly links: Readonly<Record<string, readonly (readonly ['modulepreload' | 'preload', string])[]>>;
}

/** The parts of a built chunk this plugin reads (Rolldown's OutputChunk, and Vite's CSS metadata). */
export interface BuiltChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/** The files `fileName` loads statically, itself included (transitively, each once). */
function staticClosure(fileName: string, chunks: ReadonlyMap<string, BuiltChunk>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...seen];
}

/**
 * The preloads of each route, from the built chunks: the route's chunk and the chunks it imports
 * statically, except what the entry loads anyway, with their stylesheets; and the route's texts in
 * each language. A route whose chunk is not in the bundle is an error: the configuration went stale.
 */
export function routePreloads(
  routes: readonly PreloadedRoute[],
  bundle: readonly BuiltChunk[],
): readonly RoutePreloads[] {
  const chunks = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set(
    bundle.filter((chunk) => chunk.isEntry).flatMap((entry) => staticClosure(entry.fileName, chunks)),
  );
  return routes.map((route) => {
    const pages = bundle.filter(
      (chunk) => chunk.facadeModuleId !== null && route.modules.test(chunk.facadeModuleId),
    );
    if (pages.length === 0) throw new Error(`route-preloads: no chunk for ${String(route.modules)}`);
    const files = [...new Set(pages.flatMap((page) => staticClosure(page.fileName, chunks)))].filter(
      (name) => !loadedByEntry.has(name),
    );
    const styles = [
      ...new Set(files.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])])),
    ];
    const shared = [
      ...files.map((name) => ['modulepreload', `/${name}`] as const),
      ...styles.map((name) => ['preload', `/${name}`] as const),
    ];
    const links: Record<string, (readonly ['modulepreload' | 'preload', string])[]> = {};
    for (const chunk of bundle) {
      const language =
        chunk.facadeModuleId === null ? undefined : route.texts.exec(chunk.facadeModuleId)?.[1];
      if (language !== undefined)
        links[language] = [...(links[language] ?? shared), ['modulepreload', `/${chunk.fileName}`]];
    }
    if (Object.keys(links).length === 0)
      throw new Error(`route-preloads: no texts for ${String(route.texts)}`);
    return { path: route.path, links };
  });
}

/**
 * A deep link's lazy route downloads with the entry: the built index.html gets a JSON data block
 * (`#route-preloads`) naming each route's files (its chunks, their stylesheets, its texts per
 * language), and index.html's inline script preloads those of the route the address matches. The
 * file names change with every build; the inline script does not, so the Content-Security-Policy's
 * hash of it holds (a data block is never run, so it needs none).
 */
export function routePreloadsPlugin(routes: readonly PreloadedRoute[]): Plugin {
  return {
    name: 'lv-casino:route-preloads',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (context.bundle === undefined) return [];
        const chunks = Object.values(context.bundle).filter((output) => output.type === 'chunk');
        const data = JSON.stringify(routePreloads(routes, chunks));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_PRELOADS_ID },
            // `<` escaped: the block's text can never close it.
            children: data.replaceAll('<', '\\u003c'),
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
