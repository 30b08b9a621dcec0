import type { Messages } from '@lv-casino/core/content/translations.ts';
import { describe, expect, it } from 'vitest';
import type { CompiledMessageFile, ServerTextsSource } from './compiled-messages.ts';
import { customerMessageLoader } from './customer-message-loader.ts';
import { textHash } from './text-hash.ts';

const TRIES = '{n, plural, one {# try left} other {# tries left}}';

/** An account feature's customer-messages files as the build compiles them (plain texts as strings). */
function customerFolder(file: CompiledMessageFile): Record<string, () => Promise<CompiledMessageFile>> {
  return Object.fromEntries(
    ['lv', 'en', 'ru'].map((language) => [
      `./customer-messages/${language}.json`,
      () => Promise.resolve(file),
    ]),
  );
}

const LOGIN: CompiledMessageFile = {
  messages: { 'login.title': 'Ienākt', 'login.submit': 'Pieslēgties', 'login.tries': [] },
  hashes: { 'login.tries': textHash(TRIES) },
};

/** The server's translations call, as a fake: CUSTOMER's texts by language, the asks, failing on demand. */
function fakeServer(byLanguage: Partial<Record<string, Messages>>) {
  const asks: string[] = [];
  let failures = 0;
  const source: ServerTextsSource = (language, categories) => {
    asks.push(`${language}:${categories.join(',')}`);
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new Error('translations unavailable'));
    }
    return Promise.resolve(byLanguage[language] ?? {});
  };
  return {
    source,
    asks,
    failNext() {
      failures += 1;
    },
  };
}

describe('customerMessageLoader', () => {
  it('brings the server’s CUSTOMER texts that differ from the bundled ones', async () => {
    const server = fakeServer({
      lv: {
        'login.title': 'Pieslēgšanās',
        'login.submit': 'Pieslēgties',
        'login.tries': TRIES,
        'register.title': 'Reģistrācija',
      },
    });

    const file = await customerMessageLoader(customerFolder(LOGIN))('lv', server.source);

    expect(file.server).toEqual({ 'login.title': 'Pieslēgšanās' });
  });

  it('brings a changed ICU text', async () => {
    const changed = '{n, plural, one {# try} other {# tries}}';
    const server = fakeServer({ lv: { 'login.tries': changed } });

    const file = await customerMessageLoader(customerFolder(LOGIN))('lv', server.source);

    expect(file.server).toEqual({ 'login.tries': changed });
  });

  it('asks CUSTOMER once per language for every account feature', async () => {
    const server = fakeServer({});
    const login = customerMessageLoader(customerFolder(LOGIN));
    const profile = customerMessageLoader(
      customerFolder({ messages: { 'profile.title': 'Profils' }, hashes: {} }),
    );

    await Promise.all([login('lv', server.source), profile('lv', server.source)]);
    await profile('lv', server.source);
    await login('ru', server.source);

    expect(server.asks).toEqual(['lv:CUSTOMER', 'ru:CUSTOMER']);
  });

  it('keeps the bundled texts when CUSTOMER fails, and asks again with the next load', async () => {
    const server = fakeServer({ lv: { 'login.title': 'Pieslēgšanās' } });
    server.failNext();
    const login = customerMessageLoader(customerFolder(LOGIN));
    const failed = await login('lv', server.source);

    const next = await login('lv', server.source);

    expect({ failed: failed.server, next: next.server, asks: server.asks }).toEqual({
      failed: undefined,
      next: { 'login.title': 'Pieslēgšanās' },
      asks: ['lv:CUSTOMER', 'lv:CUSTOMER'],
    });
  });

  it('loads the bundled texts alone where the page has no server texts', async () => {
    const file = await customerMessageLoader(customerFolder(LOGIN))('en');

    expect(file).toEqual(LOGIN);
  });
});
