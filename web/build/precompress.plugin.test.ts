import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.plugin.ts';

/** ASCII text that compresses well, `bytes` bytes long. */
const text = (bytes: number): string => 'const tile = "Laimes Rats";\n'.repeat(bytes).slice(0, bytes);

let folder = '';
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A build folder holding `files` (path → content). */
function buildFolder(files: Record<string, string | Buffer>): string {
  folder = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

describe('precompressFolder', () => {
  it('writes a .br and a .gz beside a script that decompress to its bytes', async () => {
    const root = buildFolder({ 'assets/app-abc.js': text(40_000) });
    await precompressFolder(root);
    const original = readFileSync(join(root, 'assets/app-abc.js'));
    expect([
      brotliDecompressSync(readFileSync(join(root, 'assets/app-abc.js.br'))).equals(original),
      gunzipSync(readFileSync(join(root, 'assets/app-abc.js.gz'))).equals(original),
    ]).toEqual([true, true]);
  });

  it('compresses the text files of every folder, pages and styles included, and leaves the others', async () => {
    const root = buildFolder({
      'index.html': text(5_000),
      'assets/app.css': text(5_000),
      'sportsbook/widget.html': text(5_000),
      'images/icon.png': Buffer.alloc(5_000, 7),
      'assets/app.js.map': text(5_000),
    });
    await precompressFolder(root);
    expect(
      readdirSync(root, { recursive: true })
        .map(String)
        .filter((file) => /\.(br|gz)$/.test(file))
        .sort(),
    ).toEqual([
      'assets/app.css.br',
      'assets/app.css.gz',
      'index.html.br',
      'index.html.gz',
      'sportsbook/widget.html.br',
      'sportsbook/widget.html.gz',
    ]);
  });

  it('leaves a file under 1 KiB whole, as the servers send it', async () => {
    const root = buildFolder({ 'assets/small.js': text(1_000) });
    const compressed = await precompressFolder(root);
    expect({ files: compressed, listed: readdirSync(join(root, 'assets')) }).toEqual({
      files: 0,
      listed: ['small.js'],
    });
  });

  it('writes no .br or .gz larger than the file itself', async () => {
    // Random bytes do not compress.
    const noise = Buffer.from(Array.from({ length: 4_000 }, (_, index) => (index * 7919 + 13) % 251));
    const root = buildFolder({ 'assets/noise.svg': Buffer.from(noise.toString('base64').slice(0, 4_000)) });
    await precompressFolder(root);
    const sizes = readdirSync(join(root, 'assets')).map(
      (file) => readFileSync(join(root, 'assets', file)).length,
    );
    expect(Math.max(...sizes)).toBe(readFileSync(join(root, 'assets/noise.svg')).length);
  });
});
