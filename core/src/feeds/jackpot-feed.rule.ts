import { formatMinorUnitsNumber } from '../money/money-format.rule.ts';
import type { JackpotFeed, JackpotFeedData, JackpotType } from './feeds.ts';

/**
 * The providers of the jackpot feed the specification names (games-and-content.md §3 Jackpot feed):
 * they come first; any other provider of the answer follows.
 */
export const JACKPOT_PROVIDERS = ['egt', 'pragmatic'] as const;
/** Providers whose jackpots are per game (games-and-content.md §9). */
export const PER_GAME_JACKPOT_PROVIDERS = [
  'egt',
  'greentube',
  'relaxgaming',
  'quickspin',
  'casinotech',
] as const;
export const JACKPOT_TYPES: readonly JackpotType[] = ['MYSTERY_MULTI_LEVEL', 'PER_GAME'];

/** Refresh period when the config names none (ms). */
export const DEFAULT_JACKPOTS_FEED_TIMEOUT_MS = 180_000;
/** The displayed values move toward their targets once per this period (ms). */
export const JACKPOT_ANIMATION_TICK_MS = 1000;

/** The refresh period of the jackpot feed: jackpotsFeedTimeout of the config, 180000 ms when unset or not positive. */
export const jackpotRefreshMs = (jackpotsFeedTimeoutMs: number | null | undefined): number =>
  jackpotsFeedTimeoutMs !== null && jackpotsFeedTimeoutMs !== undefined && jackpotsFeedTimeoutMs > 0
    ? jackpotsFeedTimeoutMs
    : DEFAULT_JACKPOTS_FEED_TIMEOUT_MS;

/** Whether a provider's jackpots are per game. */
export const isPerGameJackpotProvider = (provider: string): boolean =>
  (PER_GAME_JACKPOT_PROVIDERS as readonly string[]).includes(provider.toLowerCase());

/**
 * One animation tick: the displayed value moves toward the target so that it arrives in
 * `ticksLeft` ticks (at least 1 minor unit per tick), never past it. A target below the displayed
 * value (the jackpot was won) is shown at once. Values are integers in minor units.
 */
export function jackpotAnimationStep(displayed: number, target: number, ticksLeft: number): number {
  if (displayed >= target || ticksLeft <= 1) return target;
  return Math.min(target, displayed + Math.max(1, Math.ceil((target - displayed) / ticksLeft)));
}

/**
 * The suffix of a jackpot amount: the Bulgarian lev abbreviation for BGN, the code of any other
 * currency, and the euro sign for a sub-feed that names no currency.
 */
export const jackpotCurrencyLabel = (currency: string | null): string => {
  if (currency === null || currency.trim() === '') return '€';
  return currency === 'BGN' ? 'лв.' : currency;
};

/** A jackpot amount as shown: minor units ÷ 100 with two decimals, then the currency label. */
export const formatJackpotAmount = (amount: number, currency: string | null): string =>
  `${formatMinorUnitsNumber(amount)} ${jackpotCurrencyLabel(currency)}`;

/**
 * The sub-feeds of the feed, each with its provider and type: egt, then pragmatic, then every other
 * provider in the order of the answer. The feed carries more providers than §3 names (the per-game
 * providers of §9: greentube, relaxgaming, quickspin, casinotech, skywind; the level icon themes of §9
 * name CT Gaming, NGT and Regal), and a player expects to see every jackpot the server reports.
 */
export function jackpotSubFeeds(feed: JackpotFeed): readonly {
  readonly provider: string;
  readonly jackpotType: JackpotType;
  readonly data: JackpotFeedData;
}[] {
  const known: readonly string[] = JACKPOT_PROVIDERS;
  const rank = (provider: string): number =>
    known.includes(provider) ? known.indexOf(provider) : known.length;
  // Array#sort is stable: the other providers keep the order of the answer.
  return Object.entries(feed)
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([provider, entry]) =>
      entry.jackpotFeedDataList.map((data) => ({ provider, jackpotType: entry.jackpotType, data })),
    );
}

/** The jackpot of a game in a per-game sub-feed, or null when the game has none. */
export const perGameJackpot = (data: JackpotFeedData, gameId: number): number | null =>
  data.perGameJackpots.find((entry) => entry.gameId === gameId)?.jackpotAmount ?? null;

/** The jackpotTargets key of a sub-feed's total. */
export const jackpotTotalKey = (provider: string, feedName: string): string => `${provider}/${feedName}`;
/** The jackpotTargets key of a level of a sub-feed. */
export const jackpotLevelKey = (provider: string, feedName: string, level: string): string =>
  `${jackpotTotalKey(provider, feedName)}/level/${level}`;
/** The jackpotTargets key of a game's jackpot in a sub-feed. */
export const jackpotGameKey = (provider: string, feedName: string, gameId: number): string =>
  `${jackpotTotalKey(provider, feedName)}/game/${String(gameId)}`;

/**
 * Every amount of the feed by a stable key, the targets of the animation:
 * `{provider}/{feedName}` (total), `{provider}/{feedName}/level/{level}`, `{provider}/{feedName}/game/{gameId}`.
 */
export function jackpotTargets(feed: JackpotFeed): ReadonlyMap<string, number> {
  const targets = new Map<string, number>();
  for (const { provider, data } of jackpotSubFeeds(feed)) {
    const name = data.jackpotFeedName;
    targets.set(jackpotTotalKey(provider, name), data.totalJackpotAmount);
    for (const level of data.jackpotLevels)
      targets.set(jackpotLevelKey(provider, name, level.jackpotLevel), level.currentValue);
    for (const game of data.perGameJackpots)
      targets.set(jackpotGameKey(provider, name, game.gameId), game.jackpotAmount);
  }
  return targets;
}
