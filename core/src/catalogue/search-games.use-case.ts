import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Device } from '../shared/device.ts';
import type { Game, GameType } from './catalogue.ts';
import { standaloneSearchQuery } from './search-query.rule.ts';
import { gridView } from './category-route.rule.ts';

export type SearchGamesOutcome =
  | { readonly kind: 'games'; readonly games: readonly Game[] }
  | { readonly kind: 'empty'; readonly messageKey: string }
  /** Nothing to search: the text is blank. */
  | { readonly kind: 'idle' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** The global search modal: every game of the type for the device whose name matches, 9999 at most. */
export class SearchGamesUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: {
    readonly text: string;
    readonly device: Device;
    readonly gameType?: GameType;
  }): Promise<SearchGamesOutcome> {
    if (input.text.trim() === '') return { kind: 'idle' };
    const found = await this.#catalogue.searchGames(
      standaloneSearchQuery(input.device, input.text, input.gameType),
    );
    if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
    return gridView(found.value.games);
  }
}
