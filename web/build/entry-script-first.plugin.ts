import type { Plugin } from 'vite';

/** A module script tag of the built index.html: `<script type="module" crossorigin src="…"></script>`. */
const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;

/**
 * `html` with the entry's script (`entrySrc`) as its first module script, each module script before it
 * turned into a `<link rel="modulepreload">` right after it: the same files, executed in the same order
 * (the entry imports them), but the entry — the largest file of the first paint — is requested first,
 * so it downloads on the connection the page itself came on instead of opening a new one (a new
 * connection costs a round trip and starts slow). Unchanged when the entry's script is already first
 * or not in the page.
 */
export function withEntryScriptFirst(html: string, entrySrc: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const entryAt = scripts.findIndex((script) => script[1] === entrySrc);
  const entry = scripts[entryAt];
  if (entry === undefined || entryAt === 0) return html;
  const before = scripts.slice(0, entryAt);
  const indent = /^[ \t]*/.exec(entry[0])?.[0] ?? '';
  const preloads = before.map(
    (script) => `${indent}<link rel="modulepreload" crossorigin href="${script[1] ?? ''}">\n`,
  );
  const moved = html.replace(entry[0], `${entry[0].replace(/\n?$/, '\n')}${preloads.join('')}`);
  return before.reduce((page, script) => page.replace(script[0], ''), moved);
}

/**
 * The built index.html requests the largest of its module scripts first. The entry module's chunk is
 * only imports, so Vite writes a script for each chunk it imports, rolldown's helpers (a chunk of
 * their own, under 1 kB) before the first paint's code: see withEntryScriptFirst.
 */
export function entryScriptFirst(): Plugin {
  return {
    name: 'lv-casino:entry-script-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sizes = new Map<string, number>(
          Object.values(context.bundle ?? {}).flatMap((output) =>
            output.type === 'chunk' ? [[`/${output.fileName}`, output.code.length] as const] : [],
          ),
        );
        const largest = [...html.matchAll(MODULE_SCRIPT)]
          .map((script) => script[1] ?? '')
          .sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0))[0];
        return largest === undefined ? html : withEntryScriptFirst(html, largest);
      },
    },
  };
}
