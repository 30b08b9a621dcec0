import type { Category, GameType, LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { isCategoryVisible } from '@lv-casino/core/catalogue/category-visibility.rule.ts';
import { describeFailure } from '@lv-casino/core/errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { CataloguePort } from '@lv-casino/core/ports/catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';

/** The game type a lobby page lists: live-casino games under /live-casino, RNG games under /casino. */
export const gameTypeOf = (page: LobbyPage): GameType => (page === 'LIVE_CASINO' ? 'LIVE_CASINO' : 'RNG');

export type PageCategoriesOutcome =
  | { readonly kind: 'categories'; readonly categories: readonly Category[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The categories a category page may show (games-and-content.md §5): the lobby page's categories for
 * the device, its game type and the language, keeping only the visible ones (enabled, with games,
 * listed for the page). Core has no use-case for this yet (start-up keeps only the casino lobby's
 * categories, capped on desktop), so this thin step composes core's port and rules.
 */
export class PageCategoriesLoader {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  async execute(input: {
    readonly page: LobbyPage;
    readonly device: Device;
    readonly language: Language;
  }): Promise<PageCategoriesOutcome> {
    const found = await this.#catalogue.getCategories({
      page: input.page,
      mobile: input.device === 'mobile',
      gameType: gameTypeOf(input.page),
      lang: input.language,
    });
    if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
    return {
      kind: 'categories',
      categories: found.value.filter((category) => isCategoryVisible(category, input.page)),
    };
  }
}
