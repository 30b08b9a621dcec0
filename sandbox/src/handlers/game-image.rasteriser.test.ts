import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GameImageRasteriser, rasterTypeOf } from './game-image.rasteriser.ts';

const svg = (colour: string) => () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${colour}"/></svg>`;

describe('GameImageRasteriser', () => {
  it.each([
    ['book.webp', 'webp'],
    ['book.JPG', 'jpg'],
    ['book.jpeg', 'jpg'],
    ['book.svg', null],
    ['book', null],
  ])('reads the type %s asks for as %s', (fileName, type) => {
    expect(rasterTypeOf(fileName)).toBe(type);
  });

  it('renders the SVG at its size in the type asked for', async () => {
    const image = await new GameImageRasteriser().render('a/square', 'webp', svg('#ff0000'));
    const { format, width, height } = await sharp(image).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 40, height: 20 });
  });

  it('renders an image asked for again only once', async () => {
    const rasteriser = new GameImageRasteriser();
    let renders = 0;
    const counted = () => {
      renders += 1;
      return svg('#00ff00')();
    };
    await Promise.all([
      rasteriser.render('a/square', 'jpg', counted),
      rasteriser.render('a/square', 'jpg', counted),
    ]);
    await rasteriser.render('a/square', 'jpg', counted);
    expect(renders).toBe(1);
  });

  it('keeps the most recently asked for images up to its capacity', async () => {
    const rasteriser = new GameImageRasteriser(2);
    let renders = 0;
    const counted = () => {
      renders += 1;
      return svg('#0000ff')();
    };
    await rasteriser.render('a/square', 'webp', counted);
    await rasteriser.render('b/square', 'webp', counted);
    await rasteriser.render('a/square', 'webp', counted); // a is now the most recent
    await rasteriser.render('c/square', 'webp', counted); // b is dropped
    await rasteriser.render('a/square', 'webp', counted);
    expect([renders, rasteriser.size]).toEqual([3, 2]);
  });

  it('keeps no failed render, so the image is rendered again when next asked for', async () => {
    const rasteriser = new GameImageRasteriser();
    await expect(rasteriser.render('a/square', 'webp', () => 'not an image')).rejects.toThrow();
    expect(rasteriser.size).toBe(0);
  });
});
