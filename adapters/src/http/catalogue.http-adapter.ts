import type {
  CatalogueQuery,
  Category,
  GamePage,
  GameType,
  CategoryPage,
} from '@lv-casino/core/catalogue/catalogue.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toCatalogueQueryDto, toCategories, toGamePage, type ThumbnailSource } from './catalogue.mapper.ts';

/** Square image shown for a game without a uniqueGameId; the web build serves it. */
export const DEFAULT_GAME_THUMBNAIL_URL = '/images/default-game-square.svg';

export interface CatalogueHttpAdapterOptions {
  /** API origin the game image paths are resolved against (the client's baseUrl; `''` for same origin). */
  readonly baseUrl: string;
  /** The site's default language (GeneralConfig.defaultLanguage), read on every category call. */
  readonly defaultLanguage: () => Language;
  /** Image of games without a uniqueGameId; defaults to DEFAULT_GAME_THUMBNAIL_URL. */
  readonly defaultThumbnailUrl?: string;
}

/**
 * CataloguePort over GET gaming/gameCategories and POST gaming/games/search (both public). A search
 * sends core's whole query: `mobile` as the query parameter, the rest (globalSearch included) as the
 * CatalogueQuery body.
 */
export class CatalogueHttpAdapter implements CataloguePort {
  readonly #client: CustomerFacingClient;
  readonly #defaultLanguage: () => Language;
  readonly #thumbnails: ThumbnailSource;

  constructor(client: CustomerFacingClient, options: CatalogueHttpAdapterOptions) {
    this.#client = client;
    this.#defaultLanguage = options.defaultLanguage;
    this.#thumbnails = {
      baseUrl: options.baseUrl,
      defaultThumbnailUrl: options.defaultThumbnailUrl ?? DEFAULT_GAME_THUMBNAIL_URL,
    };
  }

  getCategories(query: {
    readonly page: CategoryPage;
    readonly mobile: boolean;
    readonly gameType: GameType;
    readonly lang: Language;
  }): Promise<Result<readonly Category[], ApiFailure>> {
    const defaultLanguage = this.#defaultLanguage();
    return call(
      () =>
        this.#client.GET('/api/v2/customerfacing/gaming/gameCategories', {
          params: { query: { page: query.page, mobile: query.mobile, gameType: query.gameType } },
        }),
      (body) => toCategories(body, query.lang, defaultLanguage),
    );
  }

  searchGames(query: CatalogueQuery): Promise<Result<GamePage, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v2/customerfacing/gaming/games/search', {
          params: { query: { mobile: query.mobile } },
          body: toCatalogueQueryDto(query),
        }),
      (body) => toGamePage(body, this.#thumbnails),
    );
  }
}
