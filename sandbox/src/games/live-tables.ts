import type { Game } from '../dto.ts';
import { createPrng, hashString } from '../seed/prng.ts';

/** Minimum and maximum bet, in minor units. */
export interface BetLimit {
  readonly min: number;
  readonly max: number;
}

export interface LiveTable {
  readonly denchGameId: string;
  readonly open: boolean;
  readonly gameType: string;
  /** Newest first. */
  readonly results: readonly string[];
  readonly betLimits: Readonly<Record<string, BetLimit>>;
}

/** Length of one round, in ms, of the table types that report results. */
export const roundMs: Readonly<Record<string, number>> = { roulette: 45_000, baccarat: 35_000, show: 60_000 };
/** How many results a table reports. */
export const resultsPerTable = 10;
const hourMs = 3_600_000;
const lightningMultipliers = [50, 100, 150, 200, 300, 500];
const wheelSegments = ['1', '1', '1', '2', '2', '5', '5', '10', '20', 'BONUS'];
const minimumBets = [10, 20, 50, 100, 200, 500];

/** The provider's game type of a live game, from its name. */
export function liveGameType(gameName: string): string {
  const match = /roulette|blackjack|baccarat|poker|hold'em|stud/i.exec(gameName);
  if (match === null)
    return /wheel|ball|coin|dice|drop|island|fold|monopoly|studio/i.test(gameName) ? 'show' : 'table';
  const word = match[0].toLowerCase();
  return word === "hold'em" || word === 'stud' ? 'poker' : word;
}

/** The result of round `round` of a table: deterministic, so every caller sees the same history. */
export function tableResult(denchGameId: string, gameType: string, round: number): string {
  const prng = createPrng(hashString(`${denchGameId}#${round}`));
  if (gameType === 'baccarat') return prng.pick(['P', 'P', 'P', 'P', 'B', 'B', 'B', 'B', 'T']);
  if (gameType === 'show') return prng.pick(wheelSegments);
  const number = String(prng.int(0, 36));
  const lightning = /lightning/i.test(denchGameId) && prng.chance(0.15);
  return lightning ? `${number}|x${prng.pick(lightningMultipliers)}` : number;
}

function betLimitsOf(denchGameId: string): Record<string, BetLimit> {
  const prng = createPrng(hashString(`limits:${denchGameId}`));
  const min = prng.pick(minimumBets);
  const max = min * prng.pick([500, 1000, 2500, 5000]);
  return {
    EUR: { min, max },
    USD: { min: Math.round(min * 1.1), max: Math.round(max * 1.1) },
    BGN: { min: Math.round(min * 1.95583), max: Math.round(max * 1.95583) },
  };
}

/**
 * The state of the Evolution tables at `now` (epoch ms): each table runs rounds of {@link roundMs} and
 * reports its last {@link resultsPerTable} results, newest first; about one hour in ten a table is
 * closed (reporting no results). Blackjack, poker and other tables report no results.
 */
export function liveTableState(games: readonly Game[], now: number): { tables: LiveTable[] } {
  const tables = games
    .filter((g) => g.gameProvider === 'EVOLUTION' && g.uniqueGameId !== null)
    .map((game): LiveTable => {
      const denchGameId = game.uniqueGameId ?? '';
      const gameType = liveGameType(game.gameName);
      const open = hashString(`${denchGameId}@${Math.floor(now / hourMs)}`) % 10 !== 0;
      const period = roundMs[gameType];
      const current = period === undefined ? 0 : Math.floor(now / period);
      const results =
        !open || period === undefined
          ? []
          : Array.from({ length: resultsPerTable }, (_, i) =>
              tableResult(denchGameId, gameType, current - i),
            );
      return { denchGameId, open, gameType, results, betLimits: betLimitsOf(denchGameId) };
    });
  return { tables };
}
