import type { CmsPage, FeaturedImage } from '../content/content.ts';

/** A published ordinary CMS page in lv; slug `about-us` unless given. */
export const createCmsPage = (overrides: Partial<CmsPage> = {}): CmsPage => ({
  slug: 'about-us',
  name: 'About us',
  title: 'Par mums',
  locale: 'lv',
  content: '<p>Par mums</p>',
  status: 'PUBLISHED',
  pageVariant: null,
  pageVariantSubType: null,
  pageExcerpt: null,
  hideHeader: false,
  hideFooter: false,
  metaRobots: null,
  metaDescription: null,
  canonicalUrl: null,
  redirectLinkWhenNotPublished: null,
  featuredImage: null,
  ...overrides,
});

/** A published promotion of a product area. */
export const createPromotion = (
  slug: string,
  subType: CmsPage['pageVariantSubType'],
  overrides: Partial<CmsPage> = {},
): CmsPage =>
  createCmsPage({ slug, name: slug, pageVariant: 'PROMOTION', pageVariantSubType: subType, ...overrides });

/** The featured image of a page slug on the CMS's CDN, with mobile and tablet variants. */
export const createFeaturedImage = (slug: string, overrides: Partial<FeaturedImage> = {}): FeaturedImage => {
  const base = `https://cdn.lv-casino.lv/cms/${slug}`;
  return {
    webpUrl: `${base}.webp`,
    jpgUrl: `${base}.jpg`,
    altTag: slug,
    mobileWebpUrl: `${base}-mobile.webp`,
    mobileJpgUrl: `${base}-mobile.jpg`,
    tabletWebpUrl: `${base}-tablet.webp`,
    tabletJpgUrl: `${base}-tablet.jpg`,
    ...overrides,
  };
};
