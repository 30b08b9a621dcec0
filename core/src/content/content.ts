import type { Language } from '../routing/language.ts';

/** Product areas of a promotion (CmsPage.pageVariantSubType). */
export type PromotionSubType = 'CASINO' | 'SPORT' | 'LIVE_CASINO' | 'LIVE_SPORT' | 'VIRTUALS' | 'NEW_CLIENTS';

/**
 * The featured image of a CMS page (games-and-content.md §3: WebP and JPG, an alt tag, mobile and
 * tablet variants). URLs are absolute; a variant the CMS has none of is null (the desktop image serves).
 */
export interface FeaturedImage {
  readonly webpUrl: string;
  readonly jpgUrl: string;
  /** Text alternative of the image; may be empty (a decorative image). */
  readonly altTag: string;
  readonly mobileWebpUrl: string | null;
  readonly mobileJpgUrl: string | null;
  readonly tabletWebpUrl: string | null;
  readonly tabletJpgUrl: string | null;
}

/** A CMS page as core needs it (games-and-content.md §3 CMS page). */
export interface CmsPage {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  /** Two-letter language of the page. */
  readonly locale: string;
  /** HTML; the web layer sanitises it before rendering. */
  readonly content: string;
  /** e.g. PUBLISHED, NOT_PUBLISHED. */
  readonly status: string;
  /** PROMOTION for promotions, null for ordinary pages. */
  readonly pageVariant: string | null;
  readonly pageVariantSubType: PromotionSubType | null;
  readonly pageExcerpt: string | null;
  readonly hideHeader: boolean;
  readonly hideFooter: boolean;
  readonly metaRobots: string | null;
  readonly metaDescription: string | null;
  readonly canonicalUrl: string | null;
  /** Where an unpublished page sends the visitor: a URL (external) or a path under the language. */
  readonly redirectLinkWhenNotPublished: string | null;
  /** The image promotion cards and the promotion page show; null when the page has none. */
  readonly featuredImage: FeaturedImage | null;
}

/** The device a CMS page or banner is requested for (deviceType of the CMS calls). */
export type ContentDevice = 'DESKTOP' | 'MOBILE';

/** Content blocks fetched by key (games-and-content.md §7 CMS and content). */
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

/** A CMS content block (an SEO text, a main banner, the 404 page) in one language. */
export interface ContentBlock {
  readonly key: ContentBlockKey;
  /** The language of the text. */
  readonly locale: Language;
  /** A heading shown above the content; null when the block has none. */
  readonly title: string | null;
  /** HTML; the web layer sanitises it before rendering. */
  readonly content: string;
}
