import { describe, expect, it } from 'vitest';
import { pathOf, withLanguage } from './app-paths.ts';

describe('pathOf', () => {
  it('puts the casino lobby under the language', () => {
    expect(pathOf({ name: 'casino' }, 'ru')).toBe('/ru/casino');
  });

  it('escapes the friendly URL of a game-play page', () => {
    expect(pathOf({ name: 'game-play', mode: 'demo', friendlyUrl: 'book of riga' }, 'lv')).toBe(
      '/lv/game-play/demo/book%20of%20riga',
    );
  });

  it('sends the not-found page to /404 without a language', () => {
    expect(pathOf({ name: 'not-found' }, 'en')).toBe('/404');
  });

  it('puts a CMS page under the language', () => {
    expect(pathOf({ name: 'page', path: '/help/deposits' }, 'lv')).toBe('/lv/help/deposits');
  });
});

describe('withLanguage', () => {
  it('puts a page under another language, keeping the rest of its path', () => {
    expect(withLanguage('/en/casino/all-games', 'lv')).toBe('/lv/casino/all-games');
  });

  it('leaves a path without a language prefix as it is', () => {
    expect(withLanguage('/404', 'ru')).toBe('/404');
  });
});
