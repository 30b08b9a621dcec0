import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from './contract-files.ts';

/**
 * Formats a generated file with Prettier and the repository's configuration, so the output is
 * deterministic and `prettier --check` accepts it. `path` is relative to the repository root and picks
 * the parser.
 */
export async function formatGenerated(path: string, content: string): Promise<string> {
  const filepath = join(repoRoot, path);
  const config = (await resolveConfig(filepath, { editorconfig: false })) ?? {};
  return format(content, { ...config, filepath });
}
