import { loadMessageTable, messageLanguages } from '@lv-casino/sandbox/seed/message-table.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sandbox answers the translations call with the web's own message files as GENERAL (server
 * texts override the web's bundled ones), so every text of the web is served, word for word.
 */
const webSrc = join(import.meta.dirname, '..', '..', 'web', 'src');

const webMessages = (lang: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(join('messages', `${lang}.json`)))
      .map((file) => JSON.parse(readFileSync(join(webSrc, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;

describe.each(messageLanguages)('sandbox translations (%s)', (lang) => {
  it('serve every text of the web in GENERAL, unchanged', () => {
    const general = loadMessageTable().get(lang)?.['GENERAL'] ?? {};
    const web = webMessages(lang);
    expect(Object.keys(web).length).toBeGreaterThan(200);
    expect(Object.entries(web).filter(([id, text]) => general[id] !== text)).toEqual([]);
  });
});
