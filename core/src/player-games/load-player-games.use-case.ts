import type { Game } from '../catalogue/catalogue.ts';
import { lastPlayedStrip } from '../catalogue/game-grid.rule.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { PlayerGamesPort } from '../player-games/player-games.port.ts';
import type { Device } from '../shared/device.ts';

export type PlayerGamesOutcome =
  /** A visitor has no lists: the lobby shows no last-played strip. Nothing was asked. */
  | { readonly kind: 'logged-out' }
  | {
      readonly kind: 'lists';
      /** The favourites page's games. */
      readonly favourites: readonly Game[];
      /** The last-played page's games, newest first. */
      readonly lastPlayed: readonly Game[];
      /** The lobby's last-played strip: the 8 newest of `lastPlayed`; empty means no strip. */
      readonly lastPlayedStrip: readonly Game[];
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The logged-in player's favourites and last-played games (games-and-content.md §2, §6, §9): one call
 * for the lobby's last-played strip (8 games) and the favourites and last-played pages, which load
 * them again each time they open. A visitor gets no lists and makes no call.
 */
export class LoadPlayerGamesUseCase {
  readonly #playerGames: PlayerGamesPort;
  readonly #errors: ErrorCatalogue;

  constructor(playerGames: PlayerGamesPort, errors: ErrorCatalogue) {
    this.#playerGames = playerGames;
    this.#errors = errors;
  }

  async execute(input: { readonly loggedIn: boolean; readonly device: Device }): Promise<PlayerGamesOutcome> {
    if (!input.loggedIn) return { kind: 'logged-out' };
    const lists = await this.#playerGames.getFavouritesAndLastPlayed(input.device === 'mobile');
    if (!lists.ok) return { kind: 'failed', error: describeFailure(lists.error, this.#errors) };
    const { favourites, lastPlayed } = lists.value;
    return { kind: 'lists', favourites, lastPlayed, lastPlayedStrip: lastPlayedStrip(lastPlayed) };
  }
}
