import { describe, expect, it } from 'vitest';
import { toMessages } from './translations.mapper.ts';

describe('toMessages', () => {
  it('flattens the categories into one table', () => {
    const body = { GENERAL: { 'header.login': 'Pieslēgties' }, GAME_VENDORS: { 'vendor.egt': 'EGT' } };

    expect(toMessages(body, ['GENERAL', 'GAME_VENDORS'])).toEqual({
      ok: true,
      value: { 'header.login': 'Pieslēgties', 'vendor.egt': 'EGT' },
    });
  });

  it('lets a later category win a clash of message ids', () => {
    const body = { GENERAL: { title: 'General' }, SEO: { title: 'Seo' } };

    expect(toMessages(body, ['GENERAL', 'SEO'])).toEqual({ ok: true, value: { title: 'Seo' } });
  });

  it('skips a category the server did not send', () => {
    expect(toMessages({ GENERAL: { a: 'A' } }, ['GENERAL', 'COUNTRY'])).toEqual({
      ok: true,
      value: { a: 'A' },
    });
  });

  it('ignores categories that were not asked for', () => {
    expect(toMessages({ GENERAL: { a: 'A' }, SEO: { b: 'B' } }, ['GENERAL'])).toEqual({
      ok: true,
      value: { a: 'A' },
    });
  });

  it('fails on a message that is not a string, naming it', () => {
    expect(toMessages({ GENERAL: { a: 1 } }, ['GENERAL'])).toEqual({
      ok: false,
      error: 'body.GENERAL.a is not a string',
    });
  });

  it('fails on a category that is not an object', () => {
    expect(toMessages({ GENERAL: ['a'] }, ['GENERAL']).ok).toBe(false);
  });
});
