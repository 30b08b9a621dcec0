import sharp from 'sharp';

/** The raster file types of the contract's game images, and their media types. */
export const rasterImageTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

export type RasterImageType = keyof typeof rasterImageTypes;

/** The raster type a file name asks for (`book-of-riga.webp` → webp), or null for any other name. */
export function rasterTypeOf(fileName: string): RasterImageType | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'webp') return 'webp';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpg';
  return null;
}

/** How many rendered images are kept: a lobby and a few category pages' worth (about 6 kB each). */
export const RASTER_CACHE_ENTRIES = 600;

/**
 * Renders the sandbox's generated SVG thumbnails as the WebP or JPEG files a real image server would
 * answer: a browser decodes those off its main thread, while every SVG image is a document built on
 * it. Rendering (libvips, on libuv's thread pool, so the event loop stays free) takes about 12 ms, so
 * the last RASTER_CACHE_ENTRIES images are kept; the same image asked for again while it renders
 * shares that render.
 */
export class GameImageRasteriser {
  readonly #cache = new Map<string, Promise<Buffer>>();
  readonly #capacity: number;

  constructor(capacity: number = RASTER_CACHE_ENTRIES) {
    this.#capacity = capacity;
  }

  /** The image under `key`, rendered from `svg()` the first time it is asked for. */
  render(key: string, type: RasterImageType, svg: () => string): Promise<Buffer> {
    const cacheKey = `${key}.${type}`;
    const cached = this.#cache.get(cacheKey);
    if (cached !== undefined) {
      // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
      this.#cache.delete(cacheKey);
      this.#cache.set(cacheKey, cached);
      return cached;
    }
    const image = sharp(Buffer.from(svg()));
    const rendered = (
      type === 'webp' ? image.webp({ quality: 80, effort: 2 }) : image.jpeg({ quality: 80 })
    ).toBuffer();
    this.#cache.set(cacheKey, rendered);
    // A failed render is not kept: the next request tries again.
    rendered.catch(() => {
      if (this.#cache.get(cacheKey) === rendered) this.#cache.delete(cacheKey);
    });
    while (this.#cache.size > this.#capacity) {
      const oldest = this.#cache.keys().next().value;
      if (oldest === undefined) break;
      this.#cache.delete(oldest);
    }
    return rendered;
  }

  /** How many images are kept now. */
  get size(): number {
    return this.#cache.size;
  }
}
