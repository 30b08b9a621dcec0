import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readQuery } from './deposit-query.rule.ts';

describe('readQuery', () => {
  it('reads names and decoded values, with or without the question mark', () => {
    expect([...readQuery('?a=1&b=x%20y')]).toEqual([...readQuery('a=1&b=x+y')]);
  });

  it('reads a name without a value as empty', () => {
    expect(readQuery('pending').get('pending')).toBe('');
  });

  it('keeps the first of repeated names', () => {
    expect(readQuery('status=FAILED&status=COMPLETED_SUCCESS').get('status')).toBe('FAILED');
  });

  it('keeps a malformed escape as it is', () => {
    expect(readQuery('token=%E0%A4%A').get('token')).toBe('%E0%A4%A');
  });

  it('reads back every encoded pair', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1 }), fc.string()), { selector: ([name]) => name }),
        (pairs) => {
          const search = `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
          expect([...readQuery(search)]).toEqual(pairs);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        readQuery(search);
      }),
      { numRuns: 1000 },
    );
  });
});
