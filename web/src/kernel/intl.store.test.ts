import { parse } from '@lv-casino/icu-parser';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { CompiledMessageFile, MessageLoader } from '../i18n/compiled-messages.ts';
import { textHash } from '../i18n/text-hash.ts';
import { IntlStore } from './intl.store.ts';

const COUNT = '{count, plural, one {# game} other {# games}}';

/** A feature's messages as the build compiles them, from source texts. */
function compiled(sources: Record<string, string>): CompiledMessageFile {
  return {
    messages: Object.fromEntries(Object.entries(sources).map(([id, text]) => [id, parse(text)])),
    hashes: Object.fromEntries(
      Object.entries(sources)
        .filter(([, text]) => /[{}<>]/.test(text))
        .map(([id, text]) => [id, textHash(text)]),
    ),
  };
}

const loaderOf =
  (byLanguage: Partial<Record<string, Record<string, string>>>): MessageLoader =>
  (language) =>
    Promise.resolve(compiled(byLanguage[language] ?? {}));

/** How many times what the page shows (`messages`) changes while `change` runs. */
async function messageChangesDuring(store: IntlStore, change: () => Promise<unknown>): Promise<number> {
  let changes = 0;
  const stop = reaction(
    () => store.messages,
    () => {
      changes += 1;
    },
  );
  await change();
  stop();
  return changes;
}

describe('IntlStore', () => {
  it('loads a feature’s messages of the current language only', async () => {
    const store = new IntlStore('lv');
    const asked: string[] = [];
    await store.use('lobby', (language) => {
      asked.push(language);
      return Promise.resolve(compiled({ 'lobby.title': 'Kazino' }));
    });

    expect(asked).toEqual(['lv']);
  });

  it('lays several features’ messages over the page in one change', async () => {
    const store = new IntlStore('lv');
    const changes = await messageChangesDuring(store, () =>
      store.useAll([
        ['header', loaderOf({ lv: { 'header.login': 'Ienākt' } })],
        ['footer', loaderOf({ lv: { 'footer.age': '18+' } })],
        ['lobby', loaderOf({ lv: { 'lobby.title': 'Kazino' } })],
      ]),
    );

    expect(changes).toBe(1);
  });

  it('adds a later feature’s texts without changing what the page shows', async () => {
    const store = new IntlStore('lv');
    await store.use('header', loaderOf({ lv: { 'header.login': 'Ienākt' } }));
    const changes = await messageChangesDuring(store, () =>
      store.use('login', loaderOf({ lv: { 'login.title': 'Pieslēgšanās' } })),
    );

    expect({ changes, title: store.messages['login.title'] }).toEqual({
      changes: 0,
      title: [{ type: 0, value: 'Pieslēgšanās' }],
    });
  });

  it('changes what the page shows when a server text replaces a shown one', async () => {
    const store = new IntlStore('en');
    await store.use('lobby', loaderOf({ en: { 'lobby.title': 'Casino' } }));
    const changes = await messageChangesDuring(store, () =>
      store.applyServerMessages('en', { 'lobby.title': 'Play’n GO casino' }),
    );

    expect(changes).toBe(1);
  });

  it('loads every registered feature in the new language before switching to it', async () => {
    const store = new IntlStore('lv');
    await store.use('lobby', loaderOf({ lv: { 'lobby.title': 'Kazino' }, ru: { 'lobby.title': 'Казино' } }));

    await store.setLanguage('ru');

    expect(store.messages['lobby.title']).toEqual([{ type: 0, value: 'Казино' }]);
  });

  it('lets a plain server text win at once', async () => {
    const store = new IntlStore('en');
    await store.use('lobby', loaderOf({ en: { 'lobby.title': 'Casino' } }));

    await store.applyServerMessages('en', { 'lobby.title': 'Play’n GO casino' });

    expect(store.messages['lobby.title']).toEqual([{ type: 0, value: 'Play’n GO casino' }]);
  });

  it('keeps the bundled AST when the server sends the same ICU text', async () => {
    const store = new IntlStore('en');
    await store.use('lobby', loaderOf({ en: { 'lobby.count': COUNT } }));

    await store.applyServerMessages('en', { 'lobby.count': COUNT });

    expect(store.server.en?.['lobby.count']).toBeUndefined();
  });

  it('parses a changed ICU text from the server and lets it win', async () => {
    const store = new IntlStore('en');
    await store.use('lobby', loaderOf({ en: { 'lobby.count': COUNT } }));

    await store.applyServerMessages('en', { 'lobby.count': '{count, plural, one {# slot} other {# slots}}' });

    expect(JSON.stringify(store.messages['lobby.count'])).toContain('slots');
  });

  it('decides a server ICU text of a feature that loads later, when it loads', async () => {
    const store = new IntlStore('en');
    await store.applyServerMessages('en', { 'login.tries': '{n, plural, one {# try} other {# tries left}}' });

    await store.use('login', loaderOf({ en: { 'login.tries': '{n, plural, one {# try} other {# tries}}' } }));

    expect(JSON.stringify(store.messages['login.tries'])).toContain('tries left');
  });
});

/** A loader that brings the server texts `server` with its messages, as customerMessageLoader does. */
const loaderWithServerTexts =
  (messages: Record<string, string>, server: Record<string, string>): MessageLoader =>
  () =>
    Promise.resolve({ ...compiled(messages), server });

describe('IntlStore with a loader that brings its own server texts', () => {
  it('shows the server’s text as soon as the feature’s messages are in', async () => {
    const store = new IntlStore('lv');

    await store.use(
      'login',
      loaderWithServerTexts({ 'login.title': 'Ienākt' }, { 'login.title': 'Pieslēgties kontam' }),
    );

    expect(store.messages['login.title']).toEqual([{ type: 0, value: 'Pieslēgties kontam' }]);
  });

  it('has the server’s text in force by the time the feature’s texts count as loaded', async () => {
    const store = new IntlStore('lv');
    let shownWhenLoaded: unknown;
    const stop = reaction(
      () => store.has('login'),
      (loaded) => {
        if (loaded) shownWhenLoaded = store.messages['login.title'];
      },
    );

    await store.use(
      'login',
      loaderWithServerTexts({ 'login.title': 'Ienākt' }, { 'login.title': 'Pieslēgties kontam' }),
    );
    stop();

    expect(shownWhenLoaded).toEqual([{ type: 0, value: 'Pieslēgties kontam' }]);
  });

  it('changes nothing on the page when a feature brings no server texts that differ', async () => {
    const store = new IntlStore('lv');
    await store.use('lobby', loaderOf({ lv: { 'lobby.title': 'Kazino' } }));

    const changes = await messageChangesDuring(store, () =>
      store.use('login', loaderWithServerTexts({ 'login.title': 'Ienākt' }, {})),
    );

    expect(changes).toBe(0);
  });

  it('hands its loaders the page’s source of server texts', async () => {
    const asked: string[] = [];
    const store = new IntlStore('lv', (language, categories) => {
      asked.push(`${language}:${categories.join(',')}`);
      return Promise.resolve({});
    });

    await store.use('login', async (language, server) => {
      await server?.(language, ['CUSTOMER']);
      return compiled({ 'login.title': 'Ienākt' });
    });

    expect(asked).toEqual(['lv:CUSTOMER']);
  });
});
