import { describe, expect, it } from 'vitest';
import { FakeCookieDocument } from '../testing/fake-cookie.document.ts';
import { DocumentCookiePort } from './document.cookie-port.ts';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

const portOver = (url?: string) => {
  const document = new FakeCookieDocument(url);
  return { document, cookies: new DocumentCookiePort({ document }) };
};

describe('DocumentCookiePort', () => {
  it('reads nothing when the cookie is not set', () => {
    const { document, cookies } = portOver();
    document.cookie = 'theme=dark';

    expect(cookies.read('btag')).toBeNull();
  });

  it('reads back the value it wrote', () => {
    const { cookies } = portOver();

    cookies.write('btag', 'a_1204b_77c_', { maxAgeSeconds: THIRTY_DAYS });

    expect(cookies.read('btag')).toBe('a_1204b_77c_');
  });

  it('writes a site-wide Lax cookie with its lifetime on http', () => {
    const { document, cookies } = portOver('http://localhost:4000/lv/casino');

    cookies.write('btag', 'a_1204b_77c_', { maxAgeSeconds: THIRTY_DAYS });

    expect(document.assignments).toEqual(['btag=a_1204b_77c_; path=/; max-age=2592000; SameSite=Lax']);
  });

  it('marks the cookie Secure on https', () => {
    const { document, cookies } = portOver('https://casino.example.lv/lv/casino');

    cookies.write('btag', 'a_1204b_77c_', { maxAgeSeconds: THIRTY_DAYS });

    expect(document.assignments).toEqual([
      'btag=a_1204b_77c_; path=/; max-age=2592000; SameSite=Lax; Secure',
    ]);
  });

  it('URI-encodes a value with separators', () => {
    const { document, cookies } = portOver();

    cookies.write('btag', 'a b;c=d/ē', { maxAgeSeconds: THIRTY_DAYS });

    expect(document.cookie).toBe('btag=a%20b%3Bc%3Dd%2F%C4%93');
  });

  it('reads back a value with separators as it was written', () => {
    const { cookies } = portOver();

    cookies.write('btag', 'a b;c=d/ē', { maxAgeSeconds: THIRTY_DAYS });

    expect(cookies.read('btag')).toBe('a b;c=d/ē');
  });

  it('does not take a cookie whose name only ends with the name asked for', () => {
    const { document, cookies } = portOver();
    document.cookie = 'xbtag=other';
    document.cookie = 'btag=mine';

    expect(cookies.read('btag')).toBe('mine');
  });

  it('reads a value with a broken escape, set by someone else, as it is', () => {
    const { document, cookies } = portOver();
    document.cookie = 'btag=50%off';

    expect(cookies.read('btag')).toBe('50%off');
  });
});
