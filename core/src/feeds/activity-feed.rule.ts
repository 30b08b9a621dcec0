import type { GameType } from '../catalogue/catalogue.ts';
import { formatMinorUnits } from '../money/money-format.rule.ts';
import type { Language } from '../routing/language.ts';
import type { ActivityFeedItem, GameProduct } from './feeds.ts';
import { fillFeedTemplate, type FeedSegment } from './feed-template.rule.ts';

/** The activity feed refreshes every 120000 ms (games-and-content.md §9). */
export const ACTIVITY_FEED_REFRESH_MS = 120_000;
/** At most 41 entries are shown. */
export const ACTIVITY_FEED_MAX_ENTRIES = 41;
/** The list scrolls vertically when it holds more than 8 entries. */
export const ACTIVITY_FEED_SCROLL_THRESHOLD = 8;

/** The gameProduct the feed is asked for on a lobby: CASINO for RNG games, LIVE_CASINO for live ones. */
export const activityFeedProduct = (gameType: GameType): GameProduct =>
  gameType === 'RNG' ? 'CASINO' : 'LIVE_CASINO';

/** Whether the feed list scrolls. */
export const activityFeedScrolls = (entries: number): boolean => entries > ACTIVITY_FEED_SCROLL_THRESHOLD;

/**
 * The template of an item in a language: the message of that locale, then of the default language,
 * then the first message; empty when the item has none. Locales compare case-insensitively.
 */
export function feedMessageTemplate(
  item: ActivityFeedItem,
  lang: Language,
  defaultLanguage: Language,
): string {
  const inLocale = (language: string): string | undefined =>
    item.messages.find((entry) => entry.locale.toLowerCase() === language)?.message;
  return inLocale(lang) ?? inLocale(defaultLanguage) ?? item.messages[0]?.message ?? '';
}

/** One entry of the feed as shown. */
export interface ActivityFeedEntry {
  readonly item: ActivityFeedItem;
  /** The message as text segments, {winAmount} filled from the item. */
  readonly segments: readonly FeedSegment[];
}

/**
 * The feed as shown: sorted by winAmount descending, at most 41 entries, each message in the
 * language with {winAmount} filled from the item's amount (÷100, two decimals, currency suffix).
 */
export function buildActivityFeed(
  items: readonly ActivityFeedItem[],
  options: { readonly lang: Language; readonly defaultLanguage: Language; readonly currency: string },
): readonly ActivityFeedEntry[] {
  return [...items]
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, ACTIVITY_FEED_MAX_ENTRIES)
    .map((item) => ({
      item,
      segments: fillFeedTemplate(feedMessageTemplate(item, options.lang, options.defaultLanguage), {
        winAmount: formatMinorUnits(item.winAmount, options.currency),
      }),
    }));
}
