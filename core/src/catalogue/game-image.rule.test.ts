import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_IMAGE_PATH,
  GAME_IMAGE_FORMATS,
  GAME_IMAGE_TYPES,
  gameImagePath,
} from './game-image.rule.ts';

describe('gameImagePath', () => {
  it('names the game, format and type', () => {
    expect(gameImagePath({ uniqueGameId: 'egt-101', friendlyUrl: 'shining-crown' }, '4x3', 'webp')).toBe(
      '/api/v1/customerfacing/gaming/images/egt-101/4x3/shining-crown.webp',
    );
  });

  it('encodes the segments', () => {
    expect(gameImagePath({ uniqueGameId: 'a/b', friendlyUrl: 'x y' }, 'square', 'jpg')).toBe(
      '/api/v1/customerfacing/gaming/images/a%2Fb/square/x%20y.jpg',
    );
  });

  it('names the file game when the friendlyUrl is empty', () => {
    expect(gameImagePath({ uniqueGameId: 'g', friendlyUrl: '' }, 'logo', 'svg')).toMatch(
      /\/logo\/game\.svg$/,
    );
  });

  it('uses the default square svg without a uniqueGameId', () => {
    expect(gameImagePath({ uniqueGameId: null, friendlyUrl: 'x' }, 'vertical', 'jpg')).toBe(
      DEFAULT_GAME_IMAGE_PATH,
    );
  });

  it('always gives five segments under the image path that read back to the inputs', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.constantFrom(...GAME_IMAGE_FORMATS),
        fc.constantFrom(...GAME_IMAGE_TYPES),
        (uniqueGameId, friendlyUrl, format, type) => {
          const path = gameImagePath({ uniqueGameId, friendlyUrl }, format, type);
          const [, api, v1, facing, gaming, images, id, shape, file, ...rest] = path.split('/');
          expect({ api, v1, facing, gaming, images, rest }).toEqual({
            api: 'api',
            v1: 'v1',
            facing: 'customerfacing',
            gaming: 'gaming',
            images: 'images',
            rest: [],
          });
          expect([decodeURIComponent(id ?? ''), shape, decodeURIComponent(file ?? '')]).toEqual([
            uniqueGameId,
            format,
            `${friendlyUrl}.${type}`,
          ]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
