import type { GeneralConfig } from '../config/config.ts';
import { parseQuery } from '../routing/query-string.rule.ts';

/** Widget versions of the sportsbook (games-and-content.md §9). */
export const SPORTSBOOK_VERSIONS = [
  'live',
  'prelive',
  'virtuals',
  'vfec',
  'vfwc',
  'vto',
  'vbl',
  'vdr',
  'vhc',
  'vti',
  'vbi',
  'user',
] as const;
export type SportsbookVersion = (typeof SPORTSBOOK_VERSIONS)[number];

/** The sportsbook widget page's state (games-and-content.md §2 Sportsbook widget pages). */
export type SportsbookPageStatus =
  | { readonly kind: 'ready' }
  | {
      readonly kind: 'unavailable';
      readonly reason: 'maintenance' | 'disabled' | 'forbidden-country';
      readonly messageKey: 'bia.maintanance.mode.enabled' | 'bia.disabled' | 'bia.forbidden.country';
    };

export interface SportsbookAvailability {
  /** Provider code of the sportsbook in the config's gameproviders lists. */
  readonly provider: string;
  readonly sportsbookEnabled: boolean;
  readonly currentIpIsForbidden: boolean;
  /** gameproviders.maintenanceMode, enabled and realMoneyMode of the general config. */
  readonly maintenanceMode: readonly string[];
  readonly enabled: readonly string[];
  readonly realMoneyMode: readonly string[];
}

/**
 * In this order: the provider in maintenance → bia.maintanance.mode.enabled; the sportsbook disabled,
 * or the provider in neither the enabled nor the real-money list → bia.disabled; a forbidden IP →
 * bia.forbidden.country; otherwise the widget loads.
 */
export function sportsbookPageStatus(availability: SportsbookAvailability): SportsbookPageStatus {
  const { provider } = availability;
  if (availability.maintenanceMode.includes(provider)) {
    return { kind: 'unavailable', reason: 'maintenance', messageKey: 'bia.maintanance.mode.enabled' };
  }
  const listed = availability.enabled.includes(provider) || availability.realMoneyMode.includes(provider);
  if (!availability.sportsbookEnabled || !listed) {
    return { kind: 'unavailable', reason: 'disabled', messageKey: 'bia.disabled' };
  }
  if (availability.currentIpIsForbidden) {
    return { kind: 'unavailable', reason: 'forbidden-country', messageKey: 'bia.forbidden.country' };
  }
  return { kind: 'ready' };
}

/** sportsbookPageStatus of the general config for the sportsbook's provider code. */
export const sportsbookPageStatusOf = (
  config: Pick<GeneralConfig, 'sportsbookEnabled' | 'currentIpIsForbidden' | 'gameProviders'>,
  provider: string,
): SportsbookPageStatus =>
  sportsbookPageStatus({
    provider,
    sportsbookEnabled: config.sportsbookEnabled,
    currentIpIsForbidden: config.currentIpIsForbidden,
    ...config.gameProviders,
  });

/**
 * The widget version of a sportsbook path: containing `-virtuals` → virtuals (virtual football),
 * containing `-live` → live, containing `sport` → prelive; null for any other path.
 */
export function sportsbookVersion(pathname: string): SportsbookVersion | null {
  if (pathname.includes('-virtuals')) return 'virtuals';
  if (pathname.includes('-live')) return 'live';
  if (pathname.includes('sport')) return 'prelive';
  return null;
}

const CULTURES: Readonly<Record<string, string>> = { lv: 'lv-LV', ru: 'ru-RU', en: 'en-GB' };

/** The widget culture of a language code (lv, ru, en); en-GB for any other. */
export const sportsbookCulture = (lang: string): string =>
  (Object.hasOwn(CULTURES, lang) ? CULTURES[lang] : undefined) ?? 'en-GB';

/** Whether the page is the bingo view (query parameter bingoIframe present). */
export const isBingoView = (search: string): boolean => parseQuery(search).has('bingoIframe');

/** Inner hash routes of the sportsbook widget pages. */
export type SportsbookInnerRoute = 'overview' | 'live' | 'virtual';

/** The inner route of a location hash (#/overview, #/live, #/virtual), or null for any other hash. */
export function sportsbookInnerRoute(hash: string): SportsbookInnerRoute | null {
  const match = /^#?\/(overview|live|virtual)(?:[/?].*)?$/.exec(hash);
  return (match?.[1] as SportsbookInnerRoute | undefined) ?? null;
}

/** Switching among overview, live and virtual re-initialises the widget. */
export const widgetNeedsReinit = (previousHash: string, nextHash: string): boolean => {
  const next = sportsbookInnerRoute(nextHash);
  return next !== null && next !== sportsbookInnerRoute(previousHash);
};
