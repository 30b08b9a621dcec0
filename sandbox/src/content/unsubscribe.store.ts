import type { PlayerRecord } from '../seed/players.seed.ts';

/**
 * Players who unsubscribed from marketing messages. The `u` value of an unsubscribe link is the
 * base64url of `signed:<e-mail>` (e.g. c2lnbmVkOmFubmEuYmVyemluYUBleGFtcGxlLmx2 for anna).
 */
export class UnsubscribeStore {
  readonly #unsubscribed = new Set<number>();

  /** The `u` value of a player's unsubscribe link. */
  static linkValueOf(player: Pick<PlayerRecord, 'email'>): string {
    return Buffer.from(`signed:${player.email}`).toString('base64url');
  }

  /** The player a `u` value names, or undefined when it names none. */
  static playerOf(u: string, players: readonly PlayerRecord[]): PlayerRecord | undefined {
    const decoded = Buffer.from(u, 'base64url').toString('utf8');
    if (!decoded.startsWith('signed:')) return undefined;
    const email = decoded.slice('signed:'.length).toLowerCase();
    return players.find((p) => p.email.toLowerCase() === email);
  }

  unsubscribe(playerId: number): void {
    this.#unsubscribed.add(playerId);
  }

  isUnsubscribed(playerId: number): boolean {
    return this.#unsubscribed.has(playerId);
  }
}
