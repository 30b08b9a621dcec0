import { describe, expect, it } from 'vitest';
import { resolveLanguageRoute, type RouteLanguages } from './language-route.rule.ts';

const languages: RouteLanguages = { supported: ['lv', 'en', 'ru'], default: 'lv' };

describe('resolveLanguageRoute', () => {
  it('serves a path with a supported language', () => {
    expect(resolveLanguageRoute('/en/casino/top-games', languages)).toEqual({
      kind: 'ok',
      lang: 'en',
      rest: '/casino/top-games',
    });
  });

  it('sends the root path to the casino of the default language', () => {
    expect(resolveLanguageRoute('/', languages)).toEqual({ kind: 'redirect', to: '/lv/casino' });
  });

  it('treats an empty pathname as the root', () => {
    expect(resolveLanguageRoute('', languages)).toEqual({ kind: 'redirect', to: '/lv/casino' });
  });

  it('sends the bare language root to its casino', () => {
    expect(resolveLanguageRoute('/ru', languages)).toEqual({ kind: 'redirect', to: '/ru/casino' });
  });

  it('sends a language root with a trailing slash to its casino', () => {
    expect(resolveLanguageRoute('/en/', languages)).toEqual({ kind: 'redirect', to: '/en/casino' });
  });

  it('prefixes a path with no language with the default language', () => {
    expect(resolveLanguageRoute('/live-casino/roulette', languages)).toEqual({
      kind: 'redirect',
      to: '/lv/live-casino/roulette',
    });
  });

  it('replaces an unsupported language code with the default one', () => {
    expect(resolveLanguageRoute('/de/casino', languages)).toEqual({ kind: 'redirect', to: '/lv/casino' });
  });

  it('replaces a code the config does not support even if the product knows it', () => {
    const lvAndEn: RouteLanguages = { supported: ['lv', 'en'], default: 'en' };
    expect(resolveLanguageRoute('/ru/promotions', lvAndEn)).toEqual({
      kind: 'redirect',
      to: '/en/promotions',
    });
  });

  it('lower-cases a supported code written in upper case', () => {
    expect(resolveLanguageRoute('/EN/casino', languages)).toEqual({ kind: 'redirect', to: '/en/casino' });
  });

  it('reads a longer first segment as a page, not a language', () => {
    expect(resolveLanguageRoute('/help', languages)).toEqual({ kind: 'redirect', to: '/lv/help' });
  });
});
