/** Image formats of a game (games-and-content.md §3 Game): 4:3, horizontal, square, vertical, logo. */
export const GAME_IMAGE_FORMATS = ['4x3', 'horizontal', 'square', 'vertical', 'logo'] as const;
export type GameImageFormat = (typeof GAME_IMAGE_FORMATS)[number];

export const GAME_IMAGE_TYPES = ['jpg', 'webp', 'svg'] as const;
export type GameImageType = (typeof GAME_IMAGE_TYPES)[number];

/** Path of the image call (getGameImage); the adapter puts the API host before it. */
export const GAME_IMAGES_PATH = '/api/v1/customerfacing/gaming/images';

/** The square svg shown for a game without a uniqueGameId; the web build serves it. */
export const DEFAULT_GAME_IMAGE_PATH = '/images/default-game-square.svg';

/**
 * The image path of a game in a format and file type:
 * `/api/v1/customerfacing/gaming/images/{uniqueGameId}/{format}/{friendlyUrl}.{type}`, each segment
 * URL-encoded (an empty friendlyUrl gives the file name `game`). A game without a uniqueGameId shows
 * the default square svg whatever the format.
 */
export function gameImagePath(
  game: { readonly uniqueGameId: string | null; readonly friendlyUrl: string },
  format: GameImageFormat,
  type: GameImageType,
): string {
  if (game.uniqueGameId === null || game.uniqueGameId === '') return DEFAULT_GAME_IMAGE_PATH;
  const fileName = game.friendlyUrl === '' ? 'game' : game.friendlyUrl;
  return `${GAME_IMAGES_PATH}/${encodeURIComponent(game.uniqueGameId)}/${format}/${encodeURIComponent(fileName)}.${type}`;
}
