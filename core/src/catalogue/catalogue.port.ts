import type { ApiFailure } from '../errors/api-failure.ts';
import type { CatalogueQuery, Category, CategoryPage, GamePage, GameType } from '../catalogue/catalogue.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';

export interface CataloguePort {
  /** Categories of a lobby page; names resolved to `lang`, then the default language, then the plain name. */
  getCategories(query: {
    readonly page: CategoryPage;
    readonly mobile: boolean;
    readonly gameType: GameType;
    readonly lang: Language;
  }): Promise<Result<readonly Category[], ApiFailure>>;
  searchGames(query: CatalogueQuery): Promise<Result<GamePage, ApiFailure>>;
}
export const CataloguePort = Symbol('CataloguePort');
