import { describe, expect, it } from 'vitest';
import { messageLoader, type CompiledMessageFile } from './compiled-messages.ts';

/** A messages folder's lazily imported files, as `import.meta.glob` hands them. */
const folder = (name: string): Record<string, () => Promise<CompiledMessageFile>> =>
  Object.fromEntries(
    ['lv', 'en', 'ru'].map((language) => [
      `./messages/${language}.json`,
      () => Promise.resolve({ messages: { [`${name}.language`]: language }, hashes: {} }),
    ]),
  );

describe('messageLoader', () => {
  it('loads the file of the language asked', async () => {
    const file = await messageLoader(folder('lobby'))('ru');

    expect(file.messages).toEqual({ 'lobby.language': 'ru' });
  });
});
