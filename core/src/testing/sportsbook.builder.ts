import type { SportsbookToken, SportsbookWidgetConfig } from '../sportsbook/sportsbook.ts';

/** The sandbox's widget configuration in Latvian on a desktop: its script, lv-LV, every version. */
export const createSportsbookWidgetConfig = (
  overrides: Partial<SportsbookWidgetConfig> = {},
): SportsbookWidgetConfig => ({
  widgetScriptUrl: 'https://sb.lv-casino.lv/widget/v2/sportsbook.js',
  culture: 'lv-LV',
  versions: ['prelive', 'live', 'virtuals'],
  banners: ['https://cdn.lv-casino.lv/sportsbook/banner-lv-desktop-1.webp'],
  ...overrides,
});

/** A widget token of an hour (2026-11-21 10:30 UTC). */
export const createSportsbookToken = (overrides: Partial<SportsbookToken> = {}): SportsbookToken => ({
  token: 'bia-9f2d61c4e0b84f7a',
  expiresAt: Date.UTC(2026, 10, 21, 10, 30),
  ...overrides,
});
