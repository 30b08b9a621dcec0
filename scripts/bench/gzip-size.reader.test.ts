import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gzipBytes, readGzipSizes } from './gzip-size.reader.ts';

let dist: string;
const main = 'export const main = "main";\n'.repeat(200);
const chunk = 'export function lazy() { return 42; }\n';

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'gzip-size-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'main.js'), main);
  writeFileSync(join(dist, 'assets', 'lazy chunk.js'), chunk);
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('gzipBytes', () => {
  it('is the length of a level-9 gzip stream of the content', () => {
    const content = Buffer.from(main);

    expect(gzipBytes(content)).toBe(gzipSync(content, { level: 9 }).byteLength);
    expect(gunzipSync(gzipSync(content, { level: 9 })).toString()).toBe(main);
  });
});

describe('readGzipSizes', () => {
  it('sums the raw and gzip sizes of the files at the URL paths, listed by path', () => {
    const sum = readGzipSizes(dist, ['/assets/main.js', '/assets/lazy%20chunk.js']);

    expect(sum.files.map((file) => file.path)).toEqual(['/assets/lazy%20chunk.js', '/assets/main.js']);
    expect(sum.rawBytes).toBe(main.length + chunk.length);
    expect(sum.gzipBytes).toBe(gzipBytes(Buffer.from(main)) + gzipBytes(Buffer.from(chunk)));
  });

  it('counts a file requested twice once', () => {
    const sum = readGzipSizes(dist, ['/assets/main.js', '/assets/main.js']);

    expect(sum.rawBytes).toBe(main.length);
  });

  it('is zero for no files', () => {
    expect(readGzipSizes(dist, [])).toEqual({ files: [], rawBytes: 0, gzipBytes: 0 });
  });

  it('refuses a path that is not a file of the build', () => {
    expect(() => readGzipSizes(dist, ['/assets/gone.js'])).toThrow('not a file of the build folder');
  });

  it('refuses a path that leaves the build folder', () => {
    writeFileSync(join(dist, 'outside.js'), chunk);

    expect(() => readGzipSizes(join(dist, 'assets'), ['/../outside.js'])).toThrow('outside the build folder');
  });
});
