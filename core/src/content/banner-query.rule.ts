import type { Language } from '../routing/language.ts';
import type { Device } from '../shared/device.ts';
import type { ContentDevice } from './content.ts';

/** What a banner search asks for: BANNER (the default) or INLINE_CONTENT. */
export type BannerContentType = 'BANNER' | 'INLINE_CONTENT';

/** The query of POST cms/banners/search (games-and-content.md §7 CMS and content). */
export interface BannerQuery {
  readonly location: string;
  readonly locale: Language;
  readonly deviceType: ContentDevice;
  readonly contentType: BannerContentType;
}

/**
 * The banner query of a location: contentType BANNER unless given; the device of the site, except
 * that INLINE_CONTENT is always asked for DESKTOP.
 */
export function bannerQuery(input: {
  readonly location: string;
  readonly locale: Language;
  readonly device: Device;
  readonly contentType?: BannerContentType;
}): BannerQuery {
  const contentType = input.contentType ?? 'BANNER';
  const deviceType: ContentDevice =
    contentType === 'INLINE_CONTENT' || input.device === 'desktop' ? 'DESKTOP' : 'MOBILE';
  return { location: input.location, locale: input.locale, deviceType, contentType };
}

/** Content blocks fetched by key (games-and-content.md §7). */
export const CONTENT_BLOCK_KEYS = [
  'PROMOTIONS_SEO',
  'PROVIDERS_SEO',
  'COLLECTIONS_SEO',
  'CASINO_MAIN_BANNER',
  'CASINO_SEO',
  'LIVE_CASINO_MAIN_BANNER',
  'CASINO_LIVE_SEO',
  'GAME_CATEGORY',
  'ALTENAR_SPORT_CENTER_BANNER',
  '404_ERROR_PAGE',
] as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[number];

/** The main banner and SEO block of a lobby page. */
export const lobbyContentBlocks = (
  page: 'CASINO' | 'LIVE_CASINO',
): { readonly banner: ContentBlockKey; readonly seo: ContentBlockKey } =>
  page === 'CASINO'
    ? { banner: 'CASINO_MAIN_BANNER', seo: 'CASINO_SEO' }
    : { banner: 'LIVE_CASINO_MAIN_BANNER', seo: 'CASINO_LIVE_SEO' };
