import type { SandboxState } from '../state.ts';
import { isImageFormat, renderGameThumbnail } from './game-thumbnail.ts';
import { imageCacheControl } from './image-cache-control.ts';
import { readString, SandboxError, type OperationHandlers } from './operation-handler.ts';

/**
 * gaming/images/{uniqueGameId}/{format}/{fileName}: a generated SVG of the game in the format, whatever
 * the file name asks for (the sandbox has no raster images). Unknown games answer 404 (errorCode -1).
 */
export function createImagesHandlers(state: SandboxState): OperationHandlers {
  return {
    getGameImage: ({ request }) => {
      const uniqueGameId = readString(request.path, 'uniqueGameId') ?? '';
      const format = readString(request.path, 'format') ?? '';
      const game = state.catalogue.gamesByUniqueId.get(uniqueGameId);
      if (game === undefined) throw new SandboxError(404, -1, `No game with uniqueGameId "${uniqueGameId}"`);
      if (!isImageFormat(format)) throw new SandboxError(400, -1, `Unknown image format "${format}"`);
      return {
        status: 200,
        body: renderGameThumbnail(game, format),
        contentType: 'image/svg+xml',
        headers: { 'cache-control': imageCacheControl },
      };
    },
  };
}
