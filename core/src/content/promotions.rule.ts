import type { CmsPage, PromotionSubType } from './content.ts';

/** Promotion categories of /promotions/{category}, in display order, with the sub-type each lists. */
export const PROMOTION_CATEGORIES = [
  { category: 'sport', subType: 'SPORT' },
  { category: 'live-sport', subType: 'LIVE_SPORT' },
  { category: 'casino', subType: 'CASINO' },
  { category: 'live-casino', subType: 'LIVE_CASINO' },
  { category: 'virtuals', subType: 'VIRTUALS' },
  { category: 'new-clients', subType: 'NEW_CLIENTS' },
] as const satisfies readonly { category: string; subType: PromotionSubType }[];
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number]['category'];

/** The promotions request: pageVariant PROMOTION, page 0 of 1000 (games-and-content.md §9). */
export const PROMOTIONS_QUERY = { pageVariant: 'PROMOTION', pageStart: 0, pageSize: 1000 } as const;

/** Message key shown when no promotion is returned. */
export const PROMOTIONS_EMPTY_MESSAGE_KEY = 'promotions.empty.data';

/** /promotions, /promotions/{category} or /promotions/{slug} of one promotion. */
export type PromotionsRoute =
  | { readonly kind: 'all' }
  | { readonly kind: 'category'; readonly category: PromotionCategory }
  | { readonly kind: 'promotion'; readonly slug: string };

/** Reads the {categoryOrPromoPage} segment: a category name, otherwise the slug of one promotion. */
export function parsePromotionsRoute(segment: string | null): PromotionsRoute {
  if (segment === null || segment === '') return { kind: 'all' };
  const category = PROMOTION_CATEGORIES.find((entry) => entry.category === segment);
  return category === undefined
    ? { kind: 'promotion', slug: segment }
    : { kind: 'category', category: category.category };
}

/** The category a promotion is listed under (its sub-type's); null for a page with none. */
export const promotionCategoryOf = (page: CmsPage): PromotionCategory | null =>
  PROMOTION_CATEGORIES.find((entry) => entry.subType === page.pageVariantSubType)?.category ?? null;

/** The categories shown: only those with at least one promotion, in display order. */
export const promotionCategories = (promotions: readonly CmsPage[]): readonly PromotionCategory[] =>
  PROMOTION_CATEGORIES.filter((entry) =>
    promotions.some((page) => page.pageVariantSubType === entry.subType),
  ).map((entry) => entry.category);

/** What the promotions page shows for a list route. */
export type PromotionsView =
  | {
      readonly kind: 'list';
      readonly promotions: readonly CmsPage[];
      readonly categories: readonly PromotionCategory[];
      /** The category whose promotions are listed; null when all are. */
      readonly selected: PromotionCategory | null;
    }
  | { readonly kind: 'empty'; readonly messageKey: string };

/**
 * The promotions of a list route: every promotion with no category, the category's otherwise; the
 * empty message when none are returned at all. The category tabs come from all promotions.
 */
export function promotionsView(
  promotions: readonly CmsPage[],
  route: { readonly kind: 'all' } | { readonly kind: 'category'; readonly category: PromotionCategory },
): PromotionsView {
  if (promotions.length === 0) return { kind: 'empty', messageKey: PROMOTIONS_EMPTY_MESSAGE_KEY };
  const selected = route.kind === 'all' ? null : route.category;
  const listed =
    selected === null ? promotions : promotions.filter((page) => promotionCategoryOf(page) === selected);
  return { kind: 'list', promotions: listed, categories: promotionCategories(promotions), selected };
}
