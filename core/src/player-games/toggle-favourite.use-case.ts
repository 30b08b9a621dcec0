import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { PlayerGamesPort } from '../player-games/player-games.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';

export interface ToggleFavouriteInput {
  readonly gameId: number;
  /** Whether the game is a favourite now (before the toggle). */
  readonly isFavourite: boolean;
  readonly loggedIn: boolean;
}

export type ToggleFavouriteOutcome =
  /** The server's state of the game after the call. */
  | { readonly kind: 'toggled'; readonly gameId: number; readonly isFavourite: boolean }
  /** A visitor has no favourites: the login modal opens; the state stays. Nothing was asked. */
  | {
      readonly kind: 'login-required';
      readonly gameId: number;
      readonly isFavourite: boolean;
      readonly next: NavigationIntent;
    }
  /** The call failed: the state stays as it was, with the catalogue's text of the error. */
  | {
      readonly kind: 'failed';
      readonly gameId: number;
      readonly isFavourite: boolean;
      readonly error: ErrorDescriptor;
    };

/**
 * The heart of a game (games-and-content.md §6, §7 Games: customers/gaming/games/{id}/favourite):
 * a logged-in player's click asks the server for the opposite state and shows what it answers; a
 * failure keeps the old state and says why; a visitor is offered the login instead.
 */
export class ToggleFavouriteUseCase {
  readonly #playerGames: PlayerGamesPort;
  readonly #errors: ErrorCatalogue;

  constructor(playerGames: PlayerGamesPort, errors: ErrorCatalogue) {
    this.#playerGames = playerGames;
    this.#errors = errors;
  }

  async execute(input: ToggleFavouriteInput): Promise<ToggleFavouriteOutcome> {
    const { gameId, isFavourite } = input;
    if (!input.loggedIn) {
      return { kind: 'login-required', gameId, isFavourite, next: { kind: 'open-modal', modal: 'login' } };
    }
    const answer = await this.#playerGames.setFavourite(gameId, !isFavourite);
    if (answer.ok) return { kind: 'toggled', gameId, isFavourite: answer.value };
    return { kind: 'failed', gameId, isFavourite, error: describeFailure(answer.error, this.#errors) };
  }
}
