import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string.rule.ts';
import { resolveModalRedirect } from './modal-route.rule.ts';

const paths = ['/register', '/forgot-password', '/profile-options', '/activate-account', '/reset-password'];

describe('resolveModalRedirect (properties)', () => {
  it('always lands on the casino with exactly one modal parameter, the path name, and keeps the rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.constantFrom('lv' as const, 'en' as const, 'ru' as const),
        fc.dictionary(fc.string({ minLength: 1 }), fc.string()),
        (path, lang, params) => {
          const search = Object.entries(params)
            .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
            .join('&');
          const redirect = resolveModalRedirect({ lang, rest: path, search, device: 'desktop' });
          const to = redirect.kind === 'redirect' ? redirect.to : '';
          const [pathname = '', query = ''] = to.split(/\?(.*)/s);
          const kept = [...parseQuery(search)].filter(([name]) => name !== 'modal');
          expect({ pathname, query: [...parseQuery(query)] }).toEqual({
            pathname: `/${lang}/casino`,
            query: [['modal', path.slice(1)], ...kept],
          });
          expect(query.split('&').filter((pair) => pair.startsWith('modal=')).length).toBe(1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
