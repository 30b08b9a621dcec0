import { randomUUID } from 'node:crypto';

/** A prepared game: demo sessions carry no player, real ones move the player's balance. */
export interface GameSession {
  /** Secret of the launch URL (`token` query parameter). */
  readonly token: string;
  /** Public id of the provider session (GameLaunch.gameSessionId). */
  readonly gameSessionId: string;
  readonly gameId: number;
  readonly real: boolean;
  /** Null for demo play of a visitor. */
  readonly playerId: number | null;
  /** Epoch ms. */
  readonly startedAt: number;
  /** Rounds played so far. */
  rounds: number;
  /** Sum of stakes and of wins, in minor units. */
  staked: number;
  won: number;
  /** Play money of a demo session, in minor units. */
  demoBalance: number;
}

/** Play money a demo session starts with, in minor units (1 000,00). */
export const demoStartBalance = 100_000;

/** Game sessions opened by prepareGame, by token. */
export class GameSessionStore {
  readonly #byToken = new Map<string, GameSession>();

  open(input: { gameId: number; real: boolean; playerId: number | null; now: number }): GameSession {
    const token = randomUUID();
    const day = new Date(input.now).toISOString().slice(0, 10);
    const session: GameSession = {
      token,
      gameSessionId: `gs-${day}-${token.slice(0, 8)}`,
      gameId: input.gameId,
      real: input.real,
      playerId: input.playerId,
      startedAt: input.now,
      rounds: 0,
      staked: 0,
      won: 0,
      demoBalance: demoStartBalance,
    };
    this.#byToken.set(token, session);
    return session;
  }

  get(token: string): GameSession | undefined {
    return this.#byToken.get(token);
  }
}
