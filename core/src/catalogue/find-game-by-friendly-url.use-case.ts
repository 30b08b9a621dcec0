import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Device } from '../shared/device.ts';
import type { Game } from './catalogue.ts';
import { gameByFriendlyUrlQuery } from './search-query.rule.ts';

export type GameByFriendlyUrlOutcome =
  | { readonly kind: 'game'; readonly game: Game }
  /** No game has this friendly URL (an exact match, in a catalogue that answered), or none was named. */
  | { readonly kind: 'not-found' }
  /** The catalogue could not answer: its text, not a "not found". */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The game of a friendly URL, without starting it (the game modal, games-and-content.md §2): an exact
 * match of any game type, the look-up OpenGamePlayUseCase makes before it starts a game.
 */
export class FindGameByFriendlyUrlUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: {
    readonly friendlyUrl: string;
    readonly device: Device;
  }): Promise<GameByFriendlyUrlOutcome> {
    // A link without a game (`?modal=gameModal` alone) names none: nothing to ask.
    if (input.friendlyUrl === '') return { kind: 'not-found' };
    const page = await this.#catalogue.searchGames(gameByFriendlyUrlQuery(input.device, input.friendlyUrl));
    if (!page.ok) return { kind: 'failed', error: describeFailure(page.error, this.#errors) };
    const game = page.value.games.find((candidate) => candidate.friendlyUrl === input.friendlyUrl);
    return game === undefined ? { kind: 'not-found' } : { kind: 'game', game };
  }
}
