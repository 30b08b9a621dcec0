import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHelpRoute } from './help-route.rule.ts';

describe('parseHelpRoute', () => {
  it('reads /help with no page selected', () => {
    expect(parseHelpRoute('/help')).toEqual({ selectedPage: null });
  });

  it('reads the selected page', () => {
    expect(parseHelpRoute('/help/deposits/')).toEqual({ selectedPage: 'deposits' });
  });

  it.each(['/helpdesk', '/help/a/b', '/casino'])('does not read %s', (rest) => {
    expect(parseHelpRoute(rest)).toBeNull();
  });

  it('reads back any selected page segment', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._~-]{1,20}$/), (page) => {
        expect(parseHelpRoute(`/help/${page}`)).toEqual({ selectedPage: page });
      }),
      { numRuns: 1000 },
    );
  });
});
