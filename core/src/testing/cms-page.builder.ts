import type { CmsPage } from '../content/content.ts';

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
  ...overrides,
});

/** A published promotion of a product area. */
export const createPromotion = (
  slug: string,
  subType: CmsPage['pageVariantSubType'],
  overrides: Partial<CmsPage> = {},
): CmsPage =>
  createCmsPage({ slug, name: slug, pageVariant: 'PROMOTION', pageVariantSubType: subType, ...overrides });
