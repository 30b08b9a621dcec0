import { randomBytes } from 'node:crypto';

/** Lifetime of a sportsbook token, in ms (1 hour). */
export const sportsbookTokenTtlMs = 3_600_000;

export interface SportsbookToken {
  readonly token: string;
  readonly playerId: number;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** Personal tokens of the sportsbook widgets and launch tickets (BetInAction, DSTech, KIRON, FSBTech). */
export class SportsbookTokenStore {
  readonly #byToken = new Map<string, SportsbookToken>();

  /** A new token with the given prefix (bia, dst, tkt) for the player, valid {@link sportsbookTokenTtlMs}. */
  issue(prefix: string, playerId: number, now: number): SportsbookToken {
    const token: SportsbookToken = {
      token: `${prefix}-${randomBytes(8).toString('hex')}`,
      playerId,
      expiresAt: now + sportsbookTokenTtlMs,
    };
    this.#byToken.set(token.token, token);
    return token;
  }

  /** The player id of a valid token, or undefined when unknown or expired. */
  playerOf(token: string, now: number): number | undefined {
    const found = this.#byToken.get(token);
    return found !== undefined && found.expiresAt > now ? found.playerId : undefined;
  }
}
