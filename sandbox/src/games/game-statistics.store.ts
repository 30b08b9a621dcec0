import type { Game } from '../dto.ts';
import { createPrng } from '../seed/prng.ts';

export interface GameStatistics {
  readonly gameId: number;
  readonly playersCount: number;
  readonly roundsCount: number;
  readonly biggestWinAmount: number;
  readonly currency: string;
}

interface Counts {
  players: number;
  rounds: number;
  biggestWin: number;
  /** Sandbox players already counted. */
  readonly counted: Set<number>;
}

/**
 * Play statistics of the last 24 hours per game: seeded deterministically for about half the catalogue
 * and counted up by every real round played on the sandbox's game page.
 */
export class GameStatisticsStore {
  readonly #byGame = new Map<number, Counts>();

  constructor(games: readonly Game[], seed = 2026) {
    const prng = createPrng(seed + 24);
    for (const game of games) {
      if (!prng.chance(game.isHot ? 0.95 : 0.45)) continue;
      const players = prng.int(1, game.isHot ? 400 : 120);
      this.#byGame.set(game.id, {
        players,
        rounds: players * prng.int(5, game.gameType === 'RNG' ? 150 : 40),
        biggestWin: prng.int(1, 9000) * 50,
        counted: new Set(),
      });
    }
  }

  /** Counts one round of `playerId` with its win (minor units). */
  recordRound(gameId: number, playerId: number, win: number): void {
    let counts = this.#byGame.get(gameId);
    if (counts === undefined) {
      counts = { players: 0, rounds: 0, biggestWin: 0, counted: new Set() };
      this.#byGame.set(gameId, counts);
    }
    if (!counts.counted.has(playerId)) {
      counts.counted.add(playerId);
      counts.players += 1;
    }
    counts.rounds += 1;
    counts.biggestWin = Math.max(counts.biggestWin, win);
  }

  /** The statistics of every game that was played, by game id. */
  all(currency: string): GameStatistics[] {
    return [...this.#byGame.entries()]
      .sort(([a], [b]) => a - b)
      .map(([gameId, c]) => ({
        gameId,
        playersCount: c.players,
        roundsCount: c.rounds,
        biggestWinAmount: c.biggestWin,
        currency,
      }));
  }
}
