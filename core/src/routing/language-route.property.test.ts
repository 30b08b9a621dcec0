import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language.ts';
import { resolveLanguageRoute, type RouteLanguages } from './language-route.rule.ts';

const languages: fc.Arbitrary<RouteLanguages> = fc
  .subarray([...LANGUAGES], { minLength: 1 })
  .chain((supported) =>
    fc.record({ supported: fc.constant(supported), default: fc.constantFrom(...supported) }),
  );

const segment = fc.stringMatching(/^[A-Za-z0-9-]{0,12}$/);
const pathname = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

const target = (route: ReturnType<typeof resolveLanguageRoute>): string =>
  route.kind === 'redirect' ? route.to : `/${route.lang}${route.rest}`;

describe('resolveLanguageRoute (properties)', () => {
  it('always ends on a path that starts with a supported language', () => {
    fc.assert(
      fc.property(fc.oneof(pathname, fc.string()), languages, (path, config) => {
        const lang = target(resolveLanguageRoute(path, config)).split('/')[1] as Language;
        expect(config.supported).toContain(lang);
      }),
      { numRuns: 1000 },
    );
  });

  it('serves the path it redirects to without a further redirect', () => {
    fc.assert(
      fc.property(pathname, languages, (path, config) => {
        const first = resolveLanguageRoute(path, config);
        if (first.kind === 'redirect') expect(resolveLanguageRoute(first.to, config).kind).toBe('ok');
      }),
      { numRuns: 1000 },
    );
  });

  it('serves a path under a supported language as it is', () => {
    fc.assert(
      fc.property(
        languages,
        fc.array(
          segment.filter((s) => s !== ''),
          { minLength: 1, maxLength: 3 },
        ),
        (config, rest) => {
          const lang = config.supported[0] ?? config.default;
          const restPath = `/${rest.join('/')}`;
          expect(resolveLanguageRoute(`/${lang}${restPath}`, config)).toEqual({
            kind: 'ok',
            lang,
            rest: restPath,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
