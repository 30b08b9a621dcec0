import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAccountPort } from '../testing/account-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { InMemoryLanguageStore } from '../testing/language-store.in-memory.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { ChangeLanguageUseCase } from './change-language.use-case.ts';

let tokens: InMemoryTokenStore;
let account: FakeAccountPort;
let languages: InMemoryLanguageStore;
let change: ChangeLanguageUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  account = new FakeAccountPort({ tokens });
  languages = new InMemoryLanguageStore('lv');
  change = new ChangeLanguageUseCase(account, tokens, languages);
});

describe('ChangeLanguageUseCase', () => {
  it('stores the language for the next load', async () => {
    await change.execute({ language: 'ru', onCasinoPage: false });
    expect(languages.read()).toBe('ru');
  });

  it('updates the stored profile when logged in', async () => {
    await change.execute({ language: 'en', onCasinoPage: false });
    expect(account.updateLanguageCalls).toEqual(['en']);
  });

  it('says the profile was updated', async () => {
    expect(await change.execute({ language: 'en', onCasinoPage: false })).toMatchObject({
      profileUpdated: true,
    });
  });

  it('makes no profile call when logged out', async () => {
    tokens.clear();
    await change.execute({ language: 'en', onCasinoPage: false });
    expect(account.updateLanguageCalls).toEqual([]);
  });

  it('answers no profile update when logged out', async () => {
    tokens.clear();
    expect(await change.execute({ language: 'en', onCasinoPage: false })).toMatchObject({
      profileUpdated: null,
    });
  });

  it('still changes the language when the profile update fails', async () => {
    account.updateLanguageResult = fail(createApiFailure(41));
    expect(await change.execute({ language: 'en', onCasinoPage: false })).toMatchObject({
      kind: 'language-changed',
      language: 'en',
      profileUpdated: false,
    });
  });

  it('raises LANGUAGE_CHANGED', async () => {
    expect(await change.execute({ language: 'ru', onCasinoPage: false })).toMatchObject({
      events: [{ kind: 'LANGUAGE_CHANGED', language: 'ru' }],
    });
  });

  it('raises LANGUAGE_CHANGED when logged out too', async () => {
    tokens.clear();
    expect(await change.execute({ language: 'ru', onCasinoPage: false })).toMatchObject({
      events: [{ kind: 'LANGUAGE_CHANGED', language: 'ru' }],
    });
  });

  it('scrolls to the top on a casino page', async () => {
    expect(await change.execute({ language: 'ru', onCasinoPage: true })).toMatchObject({ scrollToTop: true });
  });

  it('does not scroll elsewhere', async () => {
    expect(await change.execute({ language: 'ru', onCasinoPage: false })).toMatchObject({
      scrollToTop: false,
    });
  });
});
