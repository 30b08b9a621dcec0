import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGeneralConfig } from '../testing/config.builder.ts';
import {
  isBingoView,
  sportsbookCulture,
  sportsbookInnerRoute,
  sportsbookPageStatus,
  sportsbookPageStatusOf,
  sportsbookVersion,
  widgetNeedsReinit,
  type SportsbookAvailability,
} from './sportsbook.rule.ts';

const open: SportsbookAvailability = {
  provider: 'BIA',
  sportsbookEnabled: true,
  currentIpIsForbidden: false,
  maintenanceMode: [],
  enabled: ['BIA'],
  realMoneyMode: ['BIA'],
};

describe('sportsbookPageStatus', () => {
  it('loads the widget when the sportsbook is available', () => {
    expect(sportsbookPageStatus(open)).toEqual({ kind: 'ready' });
  });

  it('shows maintenance when the provider is in maintenance, before anything else', () => {
    expect(
      sportsbookPageStatus({
        ...open,
        maintenanceMode: ['BIA'],
        sportsbookEnabled: false,
        currentIpIsForbidden: true,
      }),
    ).toEqual({ kind: 'unavailable', reason: 'maintenance', messageKey: 'bia.maintanance.mode.enabled' });
  });

  it('shows disabled when the sportsbook is disabled', () => {
    expect(
      sportsbookPageStatus({ ...open, sportsbookEnabled: false, currentIpIsForbidden: true }),
    ).toMatchObject({
      messageKey: 'bia.disabled',
    });
  });

  it('shows disabled when the provider is in neither list', () => {
    expect(sportsbookPageStatus({ ...open, enabled: ['OTHER'], realMoneyMode: [] })).toMatchObject({
      messageKey: 'bia.disabled',
    });
  });

  it('loads when the provider is only in the enabled list', () => {
    expect(sportsbookPageStatus({ ...open, realMoneyMode: [] })).toEqual({ kind: 'ready' });
  });

  it('loads when the provider is only in the real-money list', () => {
    expect(sportsbookPageStatus({ ...open, enabled: [] })).toEqual({ kind: 'ready' });
  });

  it('shows forbidden country for a forbidden IP', () => {
    expect(sportsbookPageStatus({ ...open, currentIpIsForbidden: true })).toMatchObject({
      reason: 'forbidden-country',
      messageKey: 'bia.forbidden.country',
    });
  });
});

describe('sportsbookPageStatusOf', () => {
  it('reads the provider lists of the general config', () => {
    const config = createGeneralConfig({
      gameProviders: { maintenanceMode: ['BIA'], enabled: ['BIA'], realMoneyMode: ['BIA'] },
    });
    expect(sportsbookPageStatusOf(config, 'BIA')).toMatchObject({ reason: 'maintenance' });
  });

  it('loads the widget of the sandbox configuration for ALTENAR', () => {
    expect(sportsbookPageStatusOf(createGeneralConfig(), 'ALTENAR')).toEqual({ kind: 'ready' });
  });

  it('shows disabled for a provider the configuration does not list', () => {
    expect(sportsbookPageStatusOf(createGeneralConfig(), 'KIRON')).toMatchObject({ reason: 'disabled' });
  });
});

describe('sportsbookVersion', () => {
  it.each([
    ['/lv/sport-betting-virtuals', 'virtuals'],
    ['/lv/sport-betting-live', 'live'],
    ['/lv/sport-betting', 'prelive'],
    ['/lv/casino', null],
  ])('reads %s as %s', (path, version) => {
    expect(sportsbookVersion(path)).toBe(version);
  });

  it('reads -virtuals before -live whatever else the path holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(sportsbookVersion(`${before}-virtuals${after}`)).toBe('virtuals');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sportsbookCulture', () => {
  it.each([
    ['lv', 'lv-LV'],
    ['ru', 'ru-RU'],
    ['en', 'en-GB'],
    ['de', 'en-GB'],
    ['constructor', 'en-GB'],
  ])('maps %s to %s', (lang, culture) => {
    expect(sportsbookCulture(lang)).toBe(culture);
  });
});

describe('isBingoView', () => {
  it('recognises the bingoIframe parameter', () => {
    expect(isBingoView('?bingoIframe=true')).toBe(true);
  });

  it('is false without it', () => {
    expect(isBingoView('?bingo=true')).toBe(false);
  });
});

describe('sportsbookInnerRoute', () => {
  it.each([
    ['#/overview', 'overview'],
    ['#/live', 'live'],
    ['#/virtual/football', 'virtual'],
    ['#/other', null],
    ['', null],
  ])('reads %s as %s', (hash, route) => {
    expect(sportsbookInnerRoute(hash)).toBe(route);
  });
});

describe('widgetNeedsReinit', () => {
  it('re-initialises when switching from overview to live', () => {
    expect(widgetNeedsReinit('#/overview', '#/live')).toBe(true);
  });

  it('does not re-initialise within the same inner route', () => {
    expect(widgetNeedsReinit('#/virtual/a', '#/virtual/b')).toBe(false);
  });

  it('does not re-initialise for a hash that is no inner route', () => {
    expect(widgetNeedsReinit('#/live', '#/x')).toBe(false);
  });
});

describe('sportsbook parsers (properties)', () => {
  it('reads any inner route hash back, whatever follows it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('overview' as const, 'live' as const, 'virtual' as const),
        fc.oneof(
          fc.constant(''),
          fc.string().map((tail) => `/${tail}`),
          fc.string().map((tail) => `?${tail}`),
        ),
        (route, tail) => {
          expect(sportsbookInnerRoute(`#/${route}${tail}`)).toBe(route);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('finds bingoIframe among any other parameters', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}=[a-z0-9]{0,8}$/)), fc.nat(), (pairs, at) => {
        const others = pairs.filter((pair) => !pair.startsWith('bingoIframe='));
        const withBingo = [...others];
        withBingo.splice(at % (others.length + 1), 0, 'bingoIframe=1');
        expect([isBingoView(`?${others.join('&')}`), isBingoView(`?${withBingo.join('&')}`)]).toEqual([
          false,
          true,
        ]);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives every language a culture of the form xx-XX', () => {
    fc.assert(
      fc.property(fc.string(), (lang) => {
        expect(sportsbookCulture(lang)).toMatch(/^(lv-LV|ru-RU|en-GB)$/);
      }),
      { numRuns: 1000 },
    );
  });
});
