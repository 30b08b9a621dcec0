/**
 * Generates the bundled contracts and the SDK's generated layer from `contracts/`:
 * contracts/bundled/{openapi,asyncapi}.json and sdk/src/generated/*.ts; and the web's `MessageId` type
 * from its message files (web/src/i18n/generated/message-ids.ts).
 * Run: `npm run generate` (or `node scripts/generate.ts` on Node 24).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { repoRoot } from './generate/contract-files.ts';
import { generateAll } from './generate/generate-all.ts';

try {
  const files = await generateAll();
  for (const [path, content] of files) {
    const target = join(repoRoot, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    console.log(`generated ${path}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
