import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCookiePort } from '../testing/cookie-port.fake.ts';
import { StoreBtagUseCase } from './store-btag.use-case.ts';

let cookies: FakeCookiePort;
let storeBtag: StoreBtagUseCase;

beforeEach(() => {
  cookies = new FakeCookiePort();
  storeBtag = new StoreBtagUseCase(cookies);
});

describe('StoreBtagUseCase', () => {
  it('stores the btag for 30 days', () => {
    storeBtag.execute('?btag=aff-42');
    expect(cookies.writes).toEqual([{ name: 'btag', value: 'aff-42', maxAgeSeconds: 2_592_000 }]);
  });

  it('reports the stored btag', () => {
    expect(storeBtag.execute('btag=aff-42&x=1')).toEqual({ kind: 'stored', btag: 'aff-42' });
  });

  it('keeps an existing btag cookie', () => {
    cookies.cookies.set('btag', 'first');
    const outcome = storeBtag.execute('?btag=second');
    expect({ outcome, writes: cookies.writes }).toEqual({
      outcome: { kind: 'kept', btag: 'first' },
      writes: [],
    });
  });

  it('stores nothing without a btag', () => {
    expect({ outcome: storeBtag.execute('?modal=login'), writes: cookies.writes }).toEqual({
      outcome: { kind: 'absent' },
      writes: [],
    });
  });

  it('stores nothing for a blank btag', () => {
    expect(storeBtag.execute('?btag=%20').kind).toBe('absent');
  });
});
