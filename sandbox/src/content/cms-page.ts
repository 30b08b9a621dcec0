export type Locale = 'lv' | 'en' | 'ru';
export const locales: readonly Locale[] = ['lv', 'en', 'ru'];

export type PromotionCategory =
  'CASINO' | 'SPORT' | 'LIVE_CASINO' | 'LIVE_SPORT' | 'VIRTUALS' | 'NEW_CLIENTS';

export interface FeaturedImage {
  readonly webpUrl: string;
  readonly jpgUrl: string;
  readonly altTag: string;
  readonly mobileWebpUrl: string | null;
  readonly mobileJpgUrl: string | null;
  readonly tabletWebpUrl: string | null;
  readonly tabletJpgUrl: string | null;
}

/** The contract's CmsPage. */
export interface CmsPage {
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  readonly locale: Locale;
  readonly content: string;
  readonly status: 'PUBLISHED' | 'NOT_PUBLISHED';
  readonly pageVariant: 'PROMOTION' | null;
  readonly pageVariantSubType: PromotionCategory | null;
  readonly pageExcerpt: string | null;
  readonly hideHeader: boolean;
  readonly hideFooter: boolean;
  readonly metaRobots: string | null;
  readonly metaDescription: string | null;
  readonly canonicalUrl: string | null;
  readonly redirectLinkWhenNotPublished: string | null;
  readonly featuredImage: FeaturedImage | null;
}

/** A stored page: the contract's fields plus when it was published (sortBy publishedDate). */
export interface CmsPageRecord extends CmsPage {
  /** ISO date. */
  readonly publishedDate: string;
}

const site = 'https://www.lv-casino.lv';
const cdn = 'https://cdn.lv-casino.lv/cms';

/** The featured image set of a page slug (WebP and JPG, mobile and tablet variants). */
export const featuredImageOf = (slug: string, altTag: string): FeaturedImage => ({
  webpUrl: `${cdn}/${slug}.webp`,
  jpgUrl: `${cdn}/${slug}.jpg`,
  altTag,
  mobileWebpUrl: `${cdn}/${slug}-mobile.webp`,
  mobileJpgUrl: `${cdn}/${slug}-mobile.jpg`,
  tabletWebpUrl: `${cdn}/${slug}-tablet.webp`,
  tabletJpgUrl: `${cdn}/${slug}-tablet.jpg`,
});

export interface PageInput {
  readonly slug: string;
  readonly locale: Locale;
  readonly title: string;
  readonly body: string;
  readonly publishedDate: string;
  readonly status?: CmsPage['status'];
  readonly promotion?: PromotionCategory;
  readonly excerpt?: string;
  readonly hideHeader?: boolean;
  readonly hideFooter?: boolean;
  readonly redirect?: string;
  readonly image?: boolean;
  /** Path of the page under the language (promotions/…); default the slug. */
  readonly path?: string;
}

/** A CmsPageRecord with the defaults of an ordinary published page. */
export function cmsPage(input: PageInput): CmsPageRecord {
  const published = (input.status ?? 'PUBLISHED') === 'PUBLISHED';
  return {
    slug: input.slug,
    name: `${input.title} ${input.locale.toUpperCase()}`,
    title: input.title,
    locale: input.locale,
    content: input.body,
    status: input.status ?? 'PUBLISHED',
    pageVariant: input.promotion === undefined ? null : 'PROMOTION',
    pageVariantSubType: input.promotion ?? null,
    pageExcerpt: input.excerpt ?? null,
    hideHeader: input.hideHeader ?? false,
    hideFooter: input.hideFooter ?? false,
    metaRobots: published ? 'index,follow' : 'noindex,nofollow',
    metaDescription: input.excerpt ?? input.title,
    canonicalUrl: `${site}/${input.locale}/${input.path ?? input.slug}`,
    redirectLinkWhenNotPublished: input.redirect ?? null,
    featuredImage: input.image === true ? featuredImageOf(input.slug, input.title) : null,
    publishedDate: input.publishedDate,
  };
}

/** The contract's view of a stored page (without publishedDate). */
export function toCmsPage({ publishedDate: _, ...page }: CmsPageRecord): CmsPage {
  return page;
}
