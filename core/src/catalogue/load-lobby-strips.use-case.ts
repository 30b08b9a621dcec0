import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Device } from '../shared/device.ts';
import type { Category, GameType } from './catalogue.ts';
import { lobbyStripQuery } from './catalogue-query.rule.ts';
import type { LobbyStrip } from './lobby-strips.rule.ts';

export type LobbyStripsOutcome =
  /** The strips of the categories that have games for this device, in the order asked. */
  | { readonly kind: 'strips'; readonly strips: readonly LobbyStrip[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The next strips of a lobby (games-and-content.md §2, revealed 3 at a time as the player scrolls):
 * one page of games per category, asked together. A category with no game for this device gets no
 * strip. When any page fails, the first failure is reported and no strip of the batch is shown, so
 * a retry asks for the same batch.
 */
export class LoadLobbyStripsUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: {
    readonly categories: readonly Category[];
    readonly device: Device;
    readonly gameType?: GameType;
  }): Promise<LobbyStripsOutcome> {
    const pages = await Promise.all(
      input.categories.map((category) =>
        this.#catalogue.searchGames(lobbyStripQuery(category.id, input.device, input.gameType)),
      ),
    );
    const strips: LobbyStrip[] = [];
    for (const [index, page] of pages.entries()) {
      if (!page.ok) return { kind: 'failed', error: describeFailure(page.error, this.#errors) };
      const category = input.categories[index];
      if (category !== undefined && page.value.games.length > 0) {
        strips.push({ category, games: page.value.games, total: page.value.total });
      }
    }
    return { kind: 'strips', strips };
  }
}
