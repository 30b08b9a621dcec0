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
