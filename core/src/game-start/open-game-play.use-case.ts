import { gameByFriendlyUrlQuery } from '../catalogue/search-query.rule.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Game } from '../catalogue/catalogue.ts';
import type { StartGameInput, StartGameOutcome, StartGameUseCase } from './start-game.use-case.ts';

/** A game-play page as the route names it: the game is looked up by its friendly URL. */
export type OpenGamePlayInput = Omit<StartGameInput, 'game'>;

/** The game of the friendly URL (null when unknown or the catalogue failed) and what starting it decided. */
export interface OpenGamePlayOutcome {
  readonly game: Game | null;
  readonly outcome: StartGameOutcome;
}

/**
 * Opening /{lang}/game-play/{real|demo}/{friendlyUrl} (games-and-content.md §2 Game play): the game of
 * the friendly URL is looked up in the catalogue (an exact match, of any game type), then started by
 * StartGameUseCase (demo and real rules, locks, KYC, prepare). A catalogue that cannot answer is a
 * failure with its catalogue text, not a "not found".
 */
export class OpenGamePlayUseCase {
  readonly #catalogue: CataloguePort;
  readonly #startGame: StartGameUseCase;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, startGame: StartGameUseCase, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#startGame = startGame;
    this.#errors = errors;
  }

  async execute(input: OpenGamePlayInput): Promise<OpenGamePlayOutcome> {
    const page = await this.#catalogue.searchGames(gameByFriendlyUrlQuery(input.device, input.friendlyUrl));
    if (!page.ok) {
      return { game: null, outcome: { kind: 'failed', error: describeFailure(page.error, this.#errors) } };
    }
    const game = page.value.games.find((candidate) => candidate.friendlyUrl === input.friendlyUrl) ?? null;
    return { game, outcome: await this.#startGame.execute({ ...input, game }) };
  }
}
