import type { Category, Game, GamePage } from '@lv-casino/core/catalogue/catalogue.ts';
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

/** Square thumbnail of a game: the image call of the contract, or the default image. */
export const thumbnailUrl = (uniqueGameId: string | null, source: ThumbnailSource): string =>
  uniqueGameId === null
    ? source.defaultThumbnailUrl
    : `${source.baseUrl.replace(/\/+$/, '')}/api/v1/customerfacing/gaming/images/${encodeURIComponent(uniqueGameId)}/square/thumbnail.svg`;

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
  const names = new Map<string, string>();
  for (const translation of dto.objects<Schemas['CategoryNameTranslation']>('gameCategoryNameTranslations')) {
    const name = translation.string('name');
    if (name.trim() !== '') names.set(translation.string('lang').toLowerCase(), name);
  }
  return names.get(lang) ?? names.get(defaultLanguage) ?? dto.string('name');
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

const toGame = (dto: DtoReader<Schemas['Game']>, source: ThumbnailSource): Game => {
  const uniqueGameId = dto.nullableString('uniqueGameId');
  return {
    id: dto.integer('id'),
    uniqueGameId,
    friendlyUrl: dto.string('friendlyUrl'),
    name: dto.string('gameName'),
    gameType: dto.oneOf('gameType', ['RNG', 'LIVE_CASINO']),
    provider: dto.string('gameProvider'),
    isNew: dto.boolean('isNew'),
    isHot: dto.boolean('isHot'),
    realMoneyEnabled: dto.boolean('realMoneyEnabled'),
    demoModeEnabled: dto.boolean('demoModeEnabled'),
    categoryIds: dto.integers('gameCategoryIds'),
    thumbnailUrl: thumbnailUrl(uniqueGameId, source),
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
