/**
 * Production builds of the web app and of the bare build (scripts/bench/bare) with the same Vite
 * and React plugin, each into a folder the caller owns (never web/dist).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PluginOption } from 'vite';
import { build } from 'vite';
import { precompress } from '../../web/build/precompress.plugin.ts';
import { onExit } from './cleanup.registry.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_ROOT = join(REPO_ROOT, 'web');
export const BARE_ROOT = fileURLToPath(new URL('./bare/', import.meta.url));

/** A fresh empty folder under the OS temp dir, removed when the process exits, however it exits. */
export function makeTempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `lv-casino-bench-${label}-`));
  onExit(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/**
 * The React plugin exactly as the web app resolves it: it is a dependency of web/ only, so it is
 * looked up from web/package.json rather than from scripts/.
 */
async function reactPlugin(): Promise<PluginOption> {
  const resolved = createRequire(join(WEB_ROOT, 'package.json')).resolve('@vitejs/plugin-react');
  const module = (await import(pathToFileURL(resolved).href)) as { default: () => PluginOption };
  return module.default();
}

/** Builds the web app with its own vite.config.ts into `outDir` (emptied first). */
export async function buildWebApp(outDir: string): Promise<void> {
  await build({
    root: WEB_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * Builds the bare build into `outDir` (emptied first); no config file, the React plugin and the
 * web's precompression (its files are served as the app's are, at the same compression).
 */
export async function buildBareApp(outDir: string): Promise<void> {
  await build({
    root: BARE_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [await reactPlugin(), precompress()],
    // One chunk of every library is the point of the bare build, so Vite's size warning is noise.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}

/**
 * The web build a check measures: `webDist` when given (it must hold a build), else a fresh build
 * of the web app in a temporary folder.
 */
export async function webBuildFor(webDist: string | undefined): Promise<string> {
  if (webDist !== undefined) {
    const dist = resolve(webDist);
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(`${dist} holds no web build (no index.html); run \`npx vite build web\` first.`);
    }
    return dist;
  }
  const dist = makeTempDir('web');
  console.log('Building the web app …');
  await buildWebApp(dist);
  return dist;
}
