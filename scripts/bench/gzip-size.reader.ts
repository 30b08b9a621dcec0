/**
 * Sizes of build files as they are on disk, raw and gzipped at zlib level 9, so a figure depends on
 * the build alone and not on how (or whether) the server compresses it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file of a build: its URL path and its sizes in bytes. */
export interface FileSize {
  readonly path: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** A set of files and their summed sizes in bytes. */
export interface SizeSum {
  readonly files: readonly FileSize[];
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** Bytes of `content` gzipped at zlib level 9 (the highest). */
export function gzipBytes(content: Uint8Array): number {
  return gzipSync(content, { level: 9 }).byteLength;
}

/**
 * Sums the raw and gzip sizes of the files at the URL paths `urlPaths` (e.g. `/assets/index-x.js`)
 * inside the build folder `distDir`. Duplicate paths count once; files are listed by path. Throws
 * when a path leaves the folder or names no file, since a figure missing a file would be wrong.
 */
export function readGzipSizes(distDir: string, urlPaths: Iterable<string>): SizeSum {
  const root = resolve(distDir);
  const files = [...new Set(urlPaths)].sort().map((urlPath): FileSize => {
    const file = resolve(join(root, decodeURIComponent(urlPath)));
    if (!file.startsWith(root + sep)) {
      throw new Error(`${urlPath} is outside the build folder ${root}`);
    }
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      throw new Error(`${urlPath} was served but is not a file of the build folder ${root}`);
    }
    return { path: urlPath, rawBytes: content.byteLength, gzipBytes: gzipBytes(content) };
  });
  return {
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}
