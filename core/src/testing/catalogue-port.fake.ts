import type {
  CatalogueQuery,
  Category,
  Game,
  GamePage,
  GameType,
  CategoryPage,
} from '../catalogue/catalogue.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Language } from '../routing/language.ts';
import { fail, ok, type Result } from '../shared/result.ts';

export interface CategoriesQuery {
  readonly page: CategoryPage;
  readonly mobile: boolean;
  readonly gameType: GameType;
  readonly lang: Language;
}

type ColumnSearch = CatalogueQuery['columnSearches'][number];

/** Whether a game passes one column search; keys the domain Game does not carry (supports*) pass. */
const matches = (game: Game, search: ColumnSearch): boolean => {
  switch (search.key) {
    case 'gameType':
      return game.gameType === search.value;
    case 'gameProvider':
      return game.provider === search.value;
    case 'gameCategoryIds':
      return game.categoryIds.includes(Number(search.value));
    case 'gameName':
      return game.name.toLowerCase().includes(search.value.toLowerCase());
    case 'friendlyUrl':
      return game.friendlyUrl === search.value;
    case 'uniqueGameId':
      return game.uniqueGameId === search.value;
    default:
      return true;
  }
};

const compareBy = (sortBy: string) => (a: Game, b: Game) =>
  sortBy === 'gameName' ? a.name.localeCompare(b.name) : a.id - b.id;

/**
 * A CataloguePort over in-memory categories and games. searchGames filters by gameType,
 * gameProvider, gameCategoryIds, friendlyUrl, gameName and the globalSearch text (in the name), sorts by id or
 * gameName and pages by the zero-based pageStart. Records every call.
 */
export class FakeCataloguePort implements CataloguePort {
  categories: readonly Category[] = [];
  games: readonly Game[] = [];
  /** When set, getCategories fails with it. */
  categoriesFailure: ApiFailure | null = null;
  /** When set, searchGames fails with it. */
  searchFailure: ApiFailure | null = null;
  readonly categoryCalls: CategoriesQuery[] = [];
  readonly searchCalls: CatalogueQuery[] = [];

  getCategories(query: CategoriesQuery): Promise<Result<readonly Category[], ApiFailure>> {
    this.categoryCalls.push(query);
    return Promise.resolve(
      this.categoriesFailure === null ? ok(this.categories) : fail(this.categoriesFailure),
    );
  }

  searchGames(query: CatalogueQuery): Promise<Result<GamePage, ApiFailure>> {
    this.searchCalls.push(query);
    if (this.searchFailure !== null) return Promise.resolve(fail(this.searchFailure));
    const text = query.globalSearch?.toLowerCase() ?? '';
    const found = this.games
      .filter((game) => query.columnSearches.every((search) => matches(game, search)))
      .filter((game) => game.name.toLowerCase().includes(text))
      .sort(compareBy(query.sortBy));
    if (!query.sortAsc) found.reverse();
    const start = query.pageStart * query.pageSize;
    return Promise.resolve(ok({ games: found.slice(start, start + query.pageSize), total: found.length }));
  }
}
