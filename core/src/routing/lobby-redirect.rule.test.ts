import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLobbyRedirect } from './lobby-redirect.rule.ts';

const at = (rest: string, device: 'desktop' | 'mobile', search = '') =>
  resolveLobbyRedirect({ lang: 'ru', rest, search, device });

describe('resolveLobbyRedirect', () => {
  it('sends /lobby/{page} to the casino on desktop', () => {
    expect(at('/lobby/live-casino', 'desktop')).toEqual({ kind: 'redirect', to: '/ru/casino' });
  });

  it('changes the parent location to the language-prefixed page on mobile', () => {
    expect(at('/lobby/live-casino', 'mobile')).toEqual({
      kind: 'change-parent-location',
      to: '/ru/live-casino',
    });
  });

  it('keeps the query on the parent location', () => {
    expect(at('/lobby/promotions/', 'mobile', '?btag=a1')).toEqual({
      kind: 'change-parent-location',
      to: '/ru/promotions?btag=a1',
    });
  });

  it.each(['/lobby', '/lobby/', '/casino/lobby/x', '/lobby/a/b'])('leaves %s alone', (rest) => {
    expect(at(rest, 'mobile')).toEqual({ kind: 'none' });
  });
});

describe('resolveLobbyRedirect (properties)', () => {
  const page = fc.stringMatching(/^[a-z0-9-]{1,20}$/);

  it('sends every /lobby/{page} to the casino on desktop and to /{lang}/{page} on mobile', () => {
    fc.assert(
      fc.property(page, fc.constantFrom('lv' as const, 'en' as const, 'ru' as const), (name, lang) => {
        const input = { lang, rest: `/lobby/${name}`, search: '' };
        expect([
          resolveLobbyRedirect({ ...input, device: 'desktop' }),
          resolveLobbyRedirect({ ...input, device: 'mobile' }),
        ]).toEqual([
          { kind: 'redirect', to: `/${lang}/casino` },
          { kind: 'change-parent-location', to: `/${lang}/${name}` },
        ]);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves every path outside /lobby alone', () => {
    fc.assert(
      fc.property(
        fc.string().filter((rest) => !rest.startsWith('/lobby/')),
        (rest) => {
          expect(resolveLobbyRedirect({ lang: 'lv', rest, search: '', device: 'mobile' })).toEqual({
            kind: 'none',
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
