import type { PlayerGameLists } from '@lv-casino/core/player-games/player-games.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { toGame, type ThumbnailSource } from './catalogue.mapper.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/**
 * FavouriteAndLastPlayedGames DTO → the two lists, in the server's order (last played newest first),
 * thumbnails resolved against `source`. One malformed game fails the whole answer.
 */
export const toPlayerGameLists = (body: unknown, source: ThumbnailSource): Result<PlayerGameLists, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['FavouriteAndLastPlayedGames']>(body);
    const games = (key: 'favouriteGames' | 'lastPlayedGames') =>
      dto.objects<Schemas['Game']>(key).map((game) => toGame(game, source));
    return { favourites: games('favouriteGames'), lastPlayed: games('lastPlayedGames') };
  });

/** FavouriteGame DTO → whether the game is a favourite now; an answer about another game is rejected. */
export const toFavouriteState = (body: unknown, gameId: number): Result<boolean, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['FavouriteGame']>(body);
    if (dto.integer('gameId') !== gameId) malformed(`body.gameId is not ${String(gameId)}`);
    return dto.boolean('isFavourite');
  });
