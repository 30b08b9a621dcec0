import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Writes generated TypeScript source to a temporary file and imports it, for tests of generators. */
export async function importRendered(source: string): Promise<Readonly<Record<string, unknown>>> {
  const file = join(await mkdtemp(join(tmpdir(), 'lv-casino-rendered-')), 'rendered.ts');
  await writeFile(file, source);
  return (await import(pathToFileURL(file).href)) as Readonly<Record<string, unknown>>;
}
