import type { Game } from '../dto.ts';
import { hashString } from '../seed/prng.ts';

export interface JackpotProviderFeed {
  readonly jackpotType: 'MYSTERY_MULTI_LEVEL' | 'PER_GAME';
  readonly jackpotFeedDataList: readonly {
    readonly jackpotFeedName: string;
    readonly jackpotCurrency: string;
    readonly jackpotLevels: readonly { readonly jackpotLevel: string; readonly currentValue: number }[];
    readonly perGameJackpots: readonly { readonly gameId: number; readonly jackpotAmount: number }[];
    readonly totalJackpotAmount: number;
    readonly eligibleGameIds: readonly number[];
  }[];
}

/** A pot that grows with the clock from `seed` at `perSecond` minor units and drops to `floor` at `cap`. */
interface Pot {
  readonly floor: number;
  readonly cap: number;
  readonly perSecond: number;
}

/** Levels of the EGT mystery jackpot "High Cash", in minor units. */
export const egtLevels: readonly (Pot & { readonly name: string })[] = [
  { name: 'CLUBS', floor: 1_000, cap: 25_000, perSecond: 3 },
  { name: 'DIAMONDS', floor: 20_000, cap: 150_000, perSecond: 7 },
  { name: 'HEARTS', floor: 150_000, cap: 800_000, perSecond: 11 },
  { name: 'SPADES', floor: 1_500_000, cap: 5_000_000, perSecond: 19 },
];
const perGamePot: Pot = { floor: 500_000, cap: 4_000_000, perSecond: 5 };
/** Providers with one jackpot per game (games-and-content.md §9), with their feed names. */
export const perGameProviders: readonly (readonly [string, string])[] = [
  ['PRAGMATIC', 'Pragmatic Play Jackpots'],
  ['GREENTUBE', 'Greentube Jackpots'],
  ['RELAXGAMING', 'Relax Gaming Jackpots'],
  ['QUICKSPIN', 'Quickspin Jackpots'],
  ['CASINOTECH', 'CT Gaming Jackpots'],
  ['SKYWIND', 'Skywind Jackpots'],
];
/** The clock the pots count from: 2026-01-01T00:00:00Z. */
const epochMs = Date.UTC(2026, 0, 1);

/** The value of a pot at `now`: it grows steadily and, when it reaches its cap, is won and restarts. */
export function potValue(pot: Pot, key: string, now: number): number {
  const seconds = Math.max(0, Math.floor((now - epochMs) / 1000));
  const span = pot.cap - pot.floor;
  return pot.floor + (((hashString(key) % span) + pot.perSecond * seconds) % span);
}

const jackpotGames = (games: readonly Game[], provider: string): Game[] => {
  const own = games.filter((g) => g.gameProvider === provider && g.gameType === 'RNG');
  const flagged = own.filter((g) => g.gameFlags.includes('JACKPOT'));
  return (flagged.length > 0 ? flagged : own).slice(0, 12);
};

/**
 * The jackpot feed at `now` (epoch ms), keyed by lower-case provider: egt's four-level mystery jackpot
 * and the per-game jackpots of the providers of {@link perGameProviders}. Every value grows with the
 * clock, so two calls some seconds apart differ; the same instant always gives the same feed.
 */
export function jackpotFeed(games: readonly Game[], now: number): Record<string, JackpotProviderFeed> {
  const feed: Record<string, JackpotProviderFeed> = {};
  const egtGames = jackpotGames(games, 'EGT');
  if (egtGames.length > 0) {
    const levels = egtLevels.map((l) => ({
      jackpotLevel: l.name,
      currentValue: potValue(l, `egt:${l.name}`, now),
    }));
    feed.egt = {
      jackpotType: 'MYSTERY_MULTI_LEVEL',
      jackpotFeedDataList: [
        {
          jackpotFeedName: 'High Cash',
          jackpotCurrency: 'EUR',
          jackpotLevels: levels,
          perGameJackpots: [],
          totalJackpotAmount: levels.reduce((sum, l) => sum + l.currentValue, 0),
          eligibleGameIds: egtGames.map((g) => g.id),
        },
      ],
    };
  }
  for (const [provider, name] of perGameProviders) {
    const own = jackpotGames(games, provider);
    if (own.length === 0) continue;
    const perGameJackpots = own.map((g) => ({
      gameId: g.id,
      jackpotAmount: potValue(perGamePot, `game:${g.id}`, now),
    }));
    feed[provider.toLowerCase()] = {
      jackpotType: 'PER_GAME',
      jackpotFeedDataList: [
        {
          jackpotFeedName: name,
          jackpotCurrency: 'EUR',
          jackpotLevels: [],
          perGameJackpots,
          totalJackpotAmount: perGameJackpots.reduce((sum, j) => sum + j.jackpotAmount, 0),
          eligibleGameIds: own.map((g) => g.id),
        },
      ],
    };
  }
  return feed;
}
