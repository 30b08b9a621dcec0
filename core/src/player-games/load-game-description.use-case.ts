import type { GameDescription } from '../catalogue/catalogue.ts';
import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { GamePort } from '../game-start/game.port.ts';
import type { Language } from '../routing/language.ts';

export type GameDescriptionOutcome =
  /** `descriptionHtml` is untrusted: sanitise it before rendering. */
  | { readonly kind: 'description'; readonly description: GameDescription }
  /** The game has no description (404): the game modal and page show none, and no error. */
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** HTTP status of an answer that has no description of the game. */
const NOT_FOUND = 404;

/**
 * The editorial description of a game in the site's language, for the game modal and the game page
 * (games-and-content.md §7 Games). A description is optional content: a game without one (404) shows
 * none instead of an error; any other failure is described by the catalogue.
 */
export class LoadGameDescriptionUseCase {
  readonly #games: GamePort;
  readonly #errors: ErrorCatalogue;

  constructor(games: GamePort, errors: ErrorCatalogue) {
    this.#games = games;
    this.#errors = errors;
  }

  async execute(input: {
    readonly gameId: number;
    readonly lang: Language;
  }): Promise<GameDescriptionOutcome> {
    const found = await this.#games.getDescription(input.gameId, input.lang);
    if (found.ok) return { kind: 'description', description: found.value };
    if (found.error.kind === 'api' && found.error.httpStatus === NOT_FOUND) return { kind: 'none' };
    return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
  }
}
