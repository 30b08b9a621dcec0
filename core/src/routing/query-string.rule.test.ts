import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuery, parseQuery } from './query-string.rule.ts';

describe('parseQuery', () => {
  it('reads decoded parameters with or without the question mark', () => {
    expect([...parseQuery('?a=1&b=x%20y')]).toEqual([...parseQuery('a=1&b=x+y')]);
  });

  it('keeps the first of a repeated name', () => {
    expect(parseQuery('a=1&a=2').get('a')).toBe('1');
  });

  it('reads a name without a value as empty', () => {
    expect(parseQuery('bingoIframe').get('bingoIframe')).toBe('');
  });

  it('keeps a malformed escape as written', () => {
    expect(parseQuery('k=%E0%A4%A').get('k')).toBe('%E0%A4%A');
  });

  it('reads back what formatQuery writes', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (record) => {
        const entries = Object.entries(record);
        expect([...parseQuery(formatQuery(entries))]).toEqual(entries);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatQuery', () => {
  it('writes nothing for no parameters', () => {
    expect(formatQuery([])).toBe('');
  });
});
