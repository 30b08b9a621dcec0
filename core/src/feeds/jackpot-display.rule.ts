import type { JackpotType } from './feeds.ts';
import { jackpotGameKey, jackpotLevelKey, jackpotSubFeeds, jackpotTotalKey } from './jackpot-feed.rule.ts';
import type { JackpotDisplay } from './jackpot-feed.ticker.ts';

/** The jackpot level icon sets (games-and-content.md §9): EGT, CT Gaming, NGT, Regal, Pragmatic. */
export type JackpotIconTheme = 'egt' | 'ct-gaming' | 'ngt' | 'regal' | 'pragmatic';

/** The icon theme of each provider code that has one (CT Gaming's code is casinotech). */
export const JACKPOT_ICON_THEMES: ReadonlyMap<string, JackpotIconTheme> = new Map([
  ['egt', 'egt'],
  ['casinotech', 'ct-gaming'],
  ['ctgaming', 'ct-gaming'],
  ['ngt', 'ngt'],
  ['regal', 'regal'],
  ['pragmatic', 'pragmatic'],
]);

export const CARD_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];

/** The icon of a jackpot level. */
export interface JackpotLevelIcon {
  /** The provider's icon set; null for a provider without one. */
  readonly theme: JackpotIconTheme | null;
  /** The card suit of a level named after one (EGT's CLUBS, DIAMONDS, HEARTS, SPADES), else null. */
  readonly suit: CardSuit | null;
  /** 1 for the first level of the sub-feed (the smallest, as the feed lists them), 2 for the next, … */
  readonly rank: number;
}

/** The icon of the level at `index` (zero-based) of a provider's sub-feed. */
export function jackpotLevelIcon(provider: string, level: string, index: number): JackpotLevelIcon {
  const name = level.trim().toLowerCase();
  return {
    theme: JACKPOT_ICON_THEMES.get(provider.toLowerCase()) ?? null,
    suit: CARD_SUITS.find((suit) => suit === name) ?? null,
    rank: index + 1,
  };
}

/** One sub-feed as the jackpot section shows it; amounts are the animated values, in minor units. */
export interface JackpotCard {
  /** Stable key of the sub-feed (its jackpotTargets total key, `{provider}/{feedName}`). */
  readonly key: string;
  readonly provider: string;
  readonly jackpotType: JackpotType;
  readonly name: string;
  /** ISO code, or null when the sub-feed names none (formatJackpotAmount shows €). */
  readonly currency: string | null;
  readonly total: number;
  readonly levels: readonly {
    readonly level: string;
    readonly amount: number;
    readonly icon: JackpotLevelIcon;
  }[];
  /** Number of games with a jackpot of their own in the sub-feed. */
  readonly games: number;
}

/** The shown value of `key`, or the target when the display has none for it yet. */
const shown = (display: JackpotDisplay, key: string, target: number): number =>
  display.values.get(key) ?? target;

/** The sub-feeds of the display in jackpotSubFeeds order, with their animated amounts. */
export const jackpotCards = (display: JackpotDisplay): readonly JackpotCard[] =>
  jackpotSubFeeds(display.feed).map(({ provider, jackpotType, data }) => {
    const name = data.jackpotFeedName;
    return {
      key: jackpotTotalKey(provider, name),
      provider,
      jackpotType,
      name,
      currency: data.jackpotCurrency,
      total: shown(display, jackpotTotalKey(provider, name), data.totalJackpotAmount),
      levels: data.jackpotLevels.map((level, index) => ({
        level: level.jackpotLevel,
        amount: shown(display, jackpotLevelKey(provider, name, level.jackpotLevel), level.currentValue),
        icon: jackpotLevelIcon(provider, level.jackpotLevel, index),
      })),
      games: data.perGameJackpots.length,
    };
  });

/** A game's own jackpot as shown: the animated amount in minor units and the sub-feed's currency. */
export interface GameJackpot {
  readonly amount: number;
  readonly currency: string | null;
}

/**
 * The games' own jackpots by the catalogue's game id: the animated amount of the first sub-feed, in
 * jackpotSubFeeds order, that lists the game among its per-game jackpots.
 */
export function gameJackpots(display: JackpotDisplay): ReadonlyMap<number, GameJackpot> {
  const jackpots = new Map<number, GameJackpot>();
  for (const { provider, data } of jackpotSubFeeds(display.feed)) {
    for (const { gameId, jackpotAmount } of data.perGameJackpots) {
      if (jackpots.has(gameId)) continue;
      jackpots.set(gameId, {
        amount: shown(display, jackpotGameKey(provider, data.jackpotFeedName, gameId), jackpotAmount),
        currency: data.jackpotCurrency,
      });
    }
  }
  return jackpots;
}
