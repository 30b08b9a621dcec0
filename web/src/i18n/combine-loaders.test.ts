import { describe, expect, it } from 'vitest';
import { combineLoaders } from './combine-loaders.ts';
import { messageLoader, type CompiledMessageFile, type MessageLoader } from './compiled-messages.ts';

const catalogue: Record<string, () => Promise<CompiledMessageFile>> = {
  './messages/lv.json': () => Promise.resolve({ messages: { 'catalogue.language': 'lv' }, hashes: {} }),
};

describe('combineLoaders', () => {
  it('hands every loader the page’s server texts and keeps the server texts they bring', async () => {
    const withServerText: MessageLoader = async (language, server) => ({
      messages: { 'login.title': 'Ienākt' },
      hashes: {},
      server: (await server?.(language, ['CUSTOMER'])) ?? {},
    });
    const combined = combineLoaders(withServerText, messageLoader(catalogue));

    const file = await combined('lv', (language) =>
      Promise.resolve({ 'login.title': `Pieslēgties (${language})` }),
    );

    expect(file).toEqual({
      messages: { 'login.title': 'Ienākt', 'catalogue.language': 'lv' },
      hashes: {},
      server: { 'login.title': 'Pieslēgties (lv)' },
    });
  });
});
