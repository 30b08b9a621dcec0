/** Product areas of a promotion (CmsPage.pageVariantSubType). */
export type PromotionSubType = 'CASINO' | 'SPORT' | 'LIVE_CASINO' | 'LIVE_SPORT' | 'VIRTUALS' | 'NEW_CLIENTS';

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
}

/** The device a CMS page or banner is requested for (deviceType of the CMS calls). */
export type ContentDevice = 'DESKTOP' | 'MOBILE';
