import type { Plugin } from 'vite';

/**
 * Records, once the module graph is built, the modules each named entry reaches through static
 * imports, and how many lazy chunks' entries (dynamic imports) reach each module: what the chunk
 * groups of vite.config.ts are made of. Rolldown splits a module the first paint and a lazy chunk both
 * import into a chunk of its own when the entry is Vite's HTML wrapper around main.tsx (rolldown issue
 * #10731), and gives every distinct set of importers a chunk of its own: a page reached by a deep link
 * would wait on a chain of small chunks. Groups built from these sets keep what one page needs in few
 * files.
 */
export function reachableModules<Name extends string>(
  entries: Readonly<Record<Name, RegExp>>,
): {
  readonly plugin: Plugin;
  /** Whether `id` is statically reachable from the entry `name` (known once the graph is built). */
  readonly reaches: (name: Name, id: string) => boolean;
  /** How many dynamically imported modules reach `id` statically (themselves included). */
  readonly lazyEntriesReaching: (id: string) => number;
} {
  const reached = new Map<Name, ReadonlySet<string>>();
  const lazyEntries = new Map<string, number>();
  const plugin: Plugin = {
    name: 'lv-casino:reachable-modules',
    apply: 'build',
    buildEnd() {
      const closure = (start: string): ReadonlySet<string> => {
        const seen = new Set<string>();
        const queue = [start];
        while (queue.length > 0) {
          const id = queue.pop();
          if (id === undefined || seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      for (const [name, entry] of Object.entries(entries) as [Name, RegExp][]) {
        const start = ids.find((id) => entry.test(id.replaceAll('\\', '/')));
        if (start === undefined) throw new Error(`reachable-modules: no module matches ${String(entry)}`);
        reached.set(name, closure(start));
      }
      for (const id of ids) {
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
        for (const module of closure(id)) lazyEntries.set(module, (lazyEntries.get(module) ?? 0) + 1);
      }
    },
  };
  return {
    plugin,
    reaches: (name, id) => reached.get(name)?.has(id) ?? false,
    lazyEntriesReaching: (id) => lazyEntries.get(id) ?? 0,
  };
}
