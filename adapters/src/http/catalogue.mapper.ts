import type { CatalogueQuery, Category, Game, GamePage } from '@lv-casino/core/catalogue/catalogue.ts';
import { resolveCategoryName } from '@lv-casino/core/catalogue/category-name.rule.ts';
import { DEFAULT_GAME_IMAGE_PATH, gameImagePath } from '@lv-casino/core/catalogue/game-image.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader } from './dto-reader.ts';

type Schemas = components['schemas'];

/** Where game images are resolved from. */
export interface ThumbnailSource {
  /** API origin the image path is appended to, e.g. `http://127.0.0.1:4000` or `''` for same origin. */
  readonly baseUrl: string;
  /** Square image of a game without a uniqueGameId. */
  readonly defaultThumbnailUrl: string;
}

/** Square WebP thumbnail of a game (core's image rule) on the API host, or the default image. */
export const thumbnailUrl = (
  game: { readonly uniqueGameId: string | null; readonly friendlyUrl: string },
  source: ThumbnailSource,
): string => {
  const path = gameImagePath(game, 'square', 'webp');
  return path === DEFAULT_GAME_IMAGE_PATH
    ? source.defaultThumbnailUrl
    : `${source.baseUrl.replace(/\/+$/, '')}${path}`;
};

/** "CASINO, LIVE_CASINO" → ['CASINO', 'LIVE_CASINO']. */
export const splitCommaList = (list: string): string[] =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const categoryName = (
  dto: DtoReader<Schemas['Category']>,
  lang: Language,
  defaultLanguage: Language,
): string => {
  const translations = dto
    .objects<Schemas['CategoryNameTranslation']>('gameCategoryNameTranslations')
    .map((translation) => ({ lang: translation.string('lang'), name: translation.string('name') }));
  return resolveCategoryName(dto.string('name'), translations, lang, defaultLanguage);
};

/** Category[] DTO → categories with the name resolved to `lang`, then `defaultLanguage`, then the plain name. */
export const toCategories = (
  body: unknown,
  lang: Language,
  defaultLanguage: Language,
): Result<Category[], string> =>
  decode(() =>
    DtoReader.list<Schemas['Category']>(body).map((dto) => ({
      id: dto.integer('id'),
      friendlyUrl: dto.string('friendlyUrl'),
      name: categoryName(dto, lang, defaultLanguage),
      orderNumber: dto.integer('orderNumber'),
      enabled: dto.boolean('enabled'),
      enabledGamesCount: dto.integer('enabledGamesCount'),
      pageToShowOn: splitCommaList(dto.string('pageToShowOn')),
    })),
  );

/** One Game DTO → Game, with its thumbnail resolved against `source` (shared by every call that lists games). */
export const toGame = (dto: DtoReader<Schemas['Game']>, source: ThumbnailSource): Game => {
  const uniqueGameId = dto.nullableString('uniqueGameId');
  const friendlyUrl = dto.string('friendlyUrl');
  return {
    id: dto.integer('id'),
    uniqueGameId,
    friendlyUrl,
    name: dto.string('gameName'),
    gameType: dto.oneOf('gameType', ['RNG', 'LIVE_CASINO']),
    provider: dto.string('gameProvider'),
    isNew: dto.boolean('isNew'),
    isHot: dto.boolean('isHot'),
    realMoneyEnabled: dto.boolean('realMoneyEnabled'),
    demoModeEnabled: dto.boolean('demoModeEnabled'),
    categoryIds: dto.integers('gameCategoryIds'),
    thumbnailUrl: thumbnailUrl({ uniqueGameId, friendlyUrl }, source),
  };
};

/** GamePage DTO → GamePage with thumbnails resolved against `source`. */
export const toGamePage = (body: unknown, source: ThumbnailSource): Result<GamePage, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['GamePage']>(body);
    return {
      games: dto.objects<Schemas['Game']>('content').map((game) => toGame(game, source)),
      total: dto.integer('totalElements'),
    };
  });

/**
 * The body of POST gaming/games/search (the contract's CatalogueQuery): every field of core's query
 * but `mobile`, which goes as the query parameter. `globalSearch` is left out when the query has none.
 */
export const toCatalogueQueryDto = (query: CatalogueQuery): Schemas['CatalogueQuery'] => ({
  pageStart: query.pageStart,
  pageSize: query.pageSize,
  sortAsc: query.sortAsc,
  sortBy: query.sortBy,
  columnSearches: query.columnSearches.map(({ key, operation, value }) => ({ key, operation, value })),
  ...(query.globalSearch === undefined ? {} : { globalSearch: query.globalSearch }),
});
