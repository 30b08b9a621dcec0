import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMessageFiles, renderMessageIds } from './message-ids.generator.ts';

/** A repository root whose web/src holds these English message files. */
function webWith(files: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'message-ids-'));
  for (const file of files) {
    mkdirSync(join(root, 'web/src', file, '..'), { recursive: true });
    writeFileSync(join(root, 'web/src', file), '{}');
  }
  return root;
}

describe('the MessageId type', () => {
  it('takes the keys of every English message file of the web, a new feature’s included', () => {
    const root = webWith([
      'kernel/messages/en.json',
      'features/live-chat/messages/en.json',
      'features/live-chat/messages/lv.json',
    ]);
    const source = renderMessageIds(findMessageFiles(root), 'web/src/i18n/generated/message-ids.ts');
    expect(source).toContain(
      "import type featuresLiveChat from '../../features/live-chat/messages/en.json';",
    );
    expect(source).toContain(
      'export type MessageId =\n  | keyof typeof featuresLiveChat\n  | keyof typeof kernel;',
    );
  });

  it('refuses two folders that would share a name', () => {
    expect(() =>
      renderMessageIds(['features/a-b/messages/en.json', 'features/a/b/messages/en.json'], 'x/y.ts'),
    ).toThrow('two message folders of the web are both named featuresAB');
  });
});
