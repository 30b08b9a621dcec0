import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text (scripts, styles, pages, SVG, JSON, the manifest). */
export const PRECOMPRESSED_FILES = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Smaller files go out whole, as the servers send them (nginx.conf's gzip_min_length, the sandbox's threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Every file under `folder`, as full paths. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli at quality 11) and `<file>.gz` (gzip at level 9) beside `file` when it is
 * a text file of 1 KiB or more, each only where it is smaller than the file (a stale one is replaced).
 * @returns whether the file was compressed (false: left as it is).
 */
export async function precompressFile(file: string): Promise<boolean> {
  if (!PRECOMPRESSED_FILES.test(file)) return false;
  const bytes = await readFile(file);
  if (bytes.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : rm(`${file}.br`, { force: true }),
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : rm(`${file}.gz`, { force: true }),
  ]);
  return true;
}

/**
 * `precompressFile` on every file under `folder`. Servers send the files as they are: nginx's
 * gzip_static (and brotli_static where its module is installed), the sandbox's static files. So no
 * answer is compressed per request, and each is compressed at the best level, which no server can
 * afford per request (the lobby's entry: about 136 kB in brotli at 11 against 160 kB at the sandbox's
 * quality 4, 158 kB in gzip at 9).
 * @returns how many files it compressed.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const compressed = await Promise.all((await filesUnder(folder)).map(precompressFile));
  return compressed.filter(Boolean).length;
}

/**
 * The build's plugin: `precompressFolder` on the output folder once every file is written (the
 * service worker and the manifest included; its globs take `*.js`, never `*.js.br`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lv-casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
