import type { Plugin } from 'vite';

/**
 * Keeps everything the entry imports statically in one chunk. Rolldown splits a module the entry and
 * a lazy chunk both import into a chunk of its own when the entry is Vite's HTML wrapper around
 * main.tsx (rolldown issue #10731): every feature that lands would add another small request before
 * the first paint. This plugin records the modules statically reachable from the entry script, and
 * `group` puts them (and only them) into one `app` chunk the entry loads; lazy chunks import from it.
 */
export function firstPaintChunk(entry: RegExp): {
  readonly plugin: Plugin;
  readonly group: {
    readonly name: string;
    readonly test: (id: string) => boolean;
    readonly priority: number;
  };
} {
  const reachable = new Set<string>();
  const plugin: Plugin = {
    name: 'lv-casino:first-paint-chunk',
    apply: 'build',
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => entry.test(id.replaceAll('\\', '/')));
      if (start === undefined) throw new Error(`first-paint-chunk: no module matches ${String(entry)}`);
      const queue = [start];
      while (queue.length > 0) {
        const id = queue.pop();
        if (id === undefined || reachable.has(id)) continue;
        reachable.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'app', test: (id) => reachable.has(id), priority: 100 } };
}
