import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSiteRoute, type SiteLocation } from './site-route.rule.ts';

const at = (pathname: string, overrides: Partial<SiteLocation> = {}): SiteLocation => ({
  pathname,
  search: '',
  device: 'desktop',
  languages: { supported: ['lv', 'en', 'ru'], default: 'lv' },
  ...overrides,
});

describe('resolveSiteRoute', () => {
  it('serves a language-prefixed page', () => {
    expect(resolveSiteRoute(at('/en/promotions'))).toEqual({
      kind: 'serve',
      lang: 'en',
      rest: '/promotions',
    });
  });

  it('prefixes the default language and keeps the query', () => {
    expect(resolveSiteRoute(at('/promotions', { search: '?btag=a' }))).toEqual({
      kind: 'redirect',
      to: '/lv/promotions?btag=a',
    });
  });

  it('sends the root to the casino of the default language', () => {
    expect(resolveSiteRoute(at('/'))).toEqual({ kind: 'redirect', to: '/lv/casino' });
  });

  it('redirects a modal path to the casino with the modal', () => {
    expect(resolveSiteRoute(at('/ru/register'))).toEqual({
      kind: 'redirect',
      to: '/ru/casino?modal=register',
    });
  });

  it('goes straight to the modal when the path has no language', () => {
    expect(resolveSiteRoute(at('/reset-password', { search: '?username=anna&key=k' }))).toEqual({
      kind: 'redirect',
      to: '/lv/casino?modal=reset-password&username=anna&key=k',
    });
  });

  it('passes selectedTab on to the profile options', () => {
    expect(resolveSiteRoute(at('/en/profile-options', { search: 'selectedTab=kyc' }))).toEqual({
      kind: 'redirect',
      to: '/en/casino?modal=profile-options&selectedTab=kyc',
    });
  });

  it('sends /lobby/{page} to the casino on desktop', () => {
    expect(resolveSiteRoute(at('/lv/lobby/live-casino'))).toEqual({ kind: 'redirect', to: '/lv/casino' });
  });

  it('changes the parent location for /lobby/{page} on mobile', () => {
    expect(resolveSiteRoute(at('/lobby/live-casino', { device: 'mobile' }))).toEqual({
      kind: 'change-parent-location',
      to: '/lv/live-casino',
    });
  });

  it('shows the deposit screen of a result path', () => {
    expect(resolveSiteRoute(at('/en/deposit/success'))).toEqual({ kind: 'deposit-result', type: 'success' });
  });

  it('shows the deposit screen of a result path without a language', () => {
    expect(resolveSiteRoute(at('/deposit/notification', { search: '?canceled=1' }))).toEqual({
      kind: 'deposit-result',
      type: 'cancel-ext',
    });
  });

  it('maps the pending and token query flags through the deposit rule', () => {
    const pending = resolveSiteRoute(at('/deposit/notification', { search: '?pending=true' }));
    const token = resolveSiteRoute(at('/deposit/notification', { search: '?token=abc' }));
    expect([pending, token]).toEqual([
      { kind: 'deposit-result', type: 'pending-ext' },
      { kind: 'deposit-result', type: 'success-ext' },
    ]);
  });

  it('always ends on a supported language or a deposit screen', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('desktop' as const, 'mobile' as const),
        (segments, device) => {
          const route = resolveSiteRoute(at(`/${segments.join('/')}`, { device }));
          const path =
            route.kind === 'serve' ? `/${route.lang}${route.rest}` : 'to' in route ? route.to : '/lv';
          expect(['lv', 'en', 'ru']).toContain(path.split('/')[1]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
