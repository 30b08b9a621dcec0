import { loadMessageTable, messageLanguages } from '@lv-casino/sandbox/seed/message-table.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sandbox answers the translations call with the web's own message files (server texts override
 * the web's bundled ones): a folder `messages/` as GENERAL, which the web loads at start-up, and an
 * account feature's `customer-messages/` as CUSTOMER, which it loads with that feature. So every
 * text of the web is served, word for word, in the category the web asks it from.
 */
const webSrc = join(import.meta.dirname, '..', '..', 'web', 'src');

const webMessages = (folder: 'messages' | 'customer-messages', lang: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(join(sep, folder, `${lang}.json`)))
      .map((file) => JSON.parse(readFileSync(join(webSrc, file), 'utf8')) as Record<string, string>),
  ) as Record<string, string>;

describe.each(messageLanguages)('sandbox translations (%s)', (lang) => {
  it('serve every text of the web’s messages folders in GENERAL, unchanged', () => {
    const general = loadMessageTable().get(lang)?.['GENERAL'] ?? {};
    const web = webMessages('messages', lang);
    expect(Object.keys(web).length).toBeGreaterThan(200);
    expect(Object.entries(web).filter(([id, text]) => general[id] !== text)).toEqual([]);
  });

  it('serve every text of the account features’ customer-messages folders in CUSTOMER, unchanged', () => {
    const customer = loadMessageTable().get(lang)?.['CUSTOMER'] ?? {};
    const web = webMessages('customer-messages', lang);
    expect(Object.keys(web).length).toBeGreaterThan(500);
    expect(Object.entries(web).filter(([id, text]) => customer[id] !== text)).toEqual([]);
  });
});
