import type { SandboxState } from '../state.ts';
import { GameImageRasteriser, rasterImageTypes, rasterTypeOf } from './game-image.rasteriser.ts';
import { isImageFormat, renderGameThumbnail } from './game-thumbnail.ts';
import { imageCacheControl } from './image-cache-control.ts';
import { readString, SandboxError, type OperationHandlers } from './operation-handler.ts';

/**
 * gaming/images/{uniqueGameId}/{format}/{fileName}: the game's generated thumbnail in the format, as
 * the file type the name asks for: `.webp` and `.jpg` (or `.jpeg`) rendered as such, any other name
 * the SVG itself. Unknown games answer 404 (errorCode -1).
 */
export function createImagesHandlers(
  state: SandboxState,
  rasteriser: GameImageRasteriser = new GameImageRasteriser(),
): OperationHandlers {
  return {
    getGameImage: async ({ request }) => {
      const uniqueGameId = readString(request.path, 'uniqueGameId') ?? '';
      const format = readString(request.path, 'format') ?? '';
      const fileName = readString(request.path, 'fileName') ?? '';
      const game = state.catalogue.gamesByUniqueId.get(uniqueGameId);
      if (game === undefined) throw new SandboxError(404, -1, `No game with uniqueGameId "${uniqueGameId}"`);
      if (!isImageFormat(format)) throw new SandboxError(400, -1, `Unknown image format "${format}"`);
      const headers = { 'cache-control': imageCacheControl };
      const type = rasterTypeOf(fileName);
      if (type === null)
        return {
          status: 200,
          body: renderGameThumbnail(game, format),
          contentType: 'image/svg+xml',
          headers,
        };
      const body = await rasteriser.render(`${uniqueGameId}/${format}`, type, () =>
        renderGameThumbnail(game, format),
      );
      return { status: 200, body, contentType: rasterImageTypes[type], headers };
    },
  };
}
