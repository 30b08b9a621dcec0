import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Language } from '../routing/language.ts';
import type { Device } from '../shared/device.ts';
import type { Category, CategoryPage, LobbyPage } from './catalogue.ts';
import { gameTypeOfLobby, pageCategories } from './lobby-strips.rule.ts';

export type PageCategoriesOutcome =
  | { readonly kind: 'categories'; readonly categories: readonly Category[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The visible categories of a page (games-and-content.md §5: enabled, with games, listed for the
 * page) in lobby order, for the device, the lobby's game type and the language: a lobby's categories
 * (its category bar and category pages), or the providers or collections shown under a lobby.
 */
export class LoadPageCategoriesUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: {
    /** The page whose categories are listed. */
    readonly page: CategoryPage;
    /** The lobby they are shown under (decides the game type). */
    readonly lobby: LobbyPage;
    readonly device: Device;
    readonly language: Language;
  }): Promise<PageCategoriesOutcome> {
    const found = await this.#catalogue.getCategories({
      page: input.page,
      mobile: input.device === 'mobile',
      gameType: gameTypeOfLobby(input.lobby),
      lang: input.language,
    });
    if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
    return { kind: 'categories', categories: pageCategories(found.value, input.page) };
  }
}
