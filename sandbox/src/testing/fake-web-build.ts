import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressionThresholdBytes } from '../http/compression.ts';

/** A tiny stand-in for `vite build` output, written to a fresh temporary folder. */
export interface FakeWebBuild {
  /** The folder to pass as `webRoot`. */
  readonly root: string;
  /** Exact content of index.html. */
  readonly indexHtml: string;
  /** URL path of the hashed script, e.g. /assets/app-abc123.js. */
  readonly assetPath: string;
  /** Exact content of the hashed script. */
  readonly assetJs: string;
}

/**
 * Writes index.html and assets/app-abc123.js, both several times bigger than the compression threshold
 * (so they are compressed when the client accepts it) and shaped like Vite's output: an external module
 * script and stylesheet, nothing inline.
 */
export function createFakeWebBuild(): FakeWebBuild {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  const filler = '<!-- LV Casino: slots and table games in euro, on desktop and mobile. 18+. -->\n'.repeat(
    Math.ceil((2 * compressionThresholdBytes) / 80),
  );
  const indexHtml =
    '<!doctype html><html lang="lv"><head><meta charset="UTF-8" /><title>LV Casino</title>\n' +
    '<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n' +
    `<link rel="stylesheet" crossorigin href="/assets/app-abc123.css"></head>\n${filler}` +
    '<body><div id="root"></div></body></html>\n';
  const assetJs = 'export function greet(name) {\n  return `Labdien, ${name}!`;\n}\n'.repeat(
    Math.ceil((4 * compressionThresholdBytes) / 60),
  );
  writeFileSync(join(root, 'index.html'), indexHtml);
  writeFileSync(join(root, 'assets', 'app-abc123.js'), assetJs);
  writeFileSync(join(root, 'assets', 'app-abc123.css'), 'body { margin: 0; }\n');
  return { root, indexHtml, assetPath: '/assets/app-abc123.js', assetJs };
}
