import type { SportsbookVersion } from '../content/sportsbook.rule.ts';

/**
 * The provider code of the sportsbook widget (BetInAction) in the general config's gameproviders
 * lists (maintenanceMode, enabled, realMoneyMode): what decides the page's status.
 */
export const SPORTSBOOK_PROVIDER = 'BETINACTION';

/** The layout the widget configuration is asked for. */
export type SportsbookDevice = 'DESKTOP' | 'MOBILE';

/** The widget's configuration for one language and device (GET gaming/betInAction/config). */
export interface SportsbookWidgetConfig {
  /** Absolute URL of the provider's widget script. */
  readonly widgetScriptUrl: string;
  /** The widget culture the server chose for the language: lv-LV, ru-RU or en-GB. */
  readonly culture: string;
  /** The widget versions enabled for the label (live, prelive, virtuals, vfec, …). */
  readonly versions: readonly string[];
  /** Absolute URLs of the banner images of this culture. */
  readonly banners: readonly string[];
}

/** A logged-in player's personal widget token (GET gaming/betInAction/token). */
export interface SportsbookToken {
  readonly token: string;
  /** When it stops working, in ms since the epoch; null when the server does not say. */
  readonly expiresAt: number | null;
}

/** What a sportsbook page initialises its widget with (besides the player's token). */
export interface SportsbookWidget {
  readonly scriptUrl: string;
  /** lv-LV, ru-RU or en-GB: follows the page language (games-and-content.md §9). */
  readonly culture: string;
  /** The version of the page's path (prelive, live, virtuals). */
  readonly version: SportsbookVersion;
  readonly banners: readonly string[];
}
