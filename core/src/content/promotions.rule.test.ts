import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPromotion } from '../testing/cms-page.builder.ts';
import {
  PROMOTION_CATEGORIES,
  parsePromotionsRoute,
  promotionCategories,
  promotionCategoryOf,
  promotionsView,
} from './promotions.rule.ts';

const promotions = [
  createPromotion('summer', 'CASINO'),
  createPromotion('welcome', 'NEW_CLIENTS'),
  createPromotion('derby', 'SPORT'),
];

describe('parsePromotionsRoute', () => {
  it('lists every promotion without a segment', () => {
    expect(parsePromotionsRoute(null)).toEqual({ kind: 'all' });
  });

  it.each(PROMOTION_CATEGORIES.map((entry) => entry.category))('reads %s as a category', (category) => {
    expect(parsePromotionsRoute(category)).toEqual({ kind: 'category', category });
  });

  it('reads any other segment as the slug of a promotion', () => {
    expect(parsePromotionsRoute('summer')).toEqual({ kind: 'promotion', slug: 'summer' });
  });

  it('reads every non-category segment as that slug', () => {
    const categories: readonly string[] = PROMOTION_CATEGORIES.map((entry) => entry.category);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !categories.includes(s)),
        (segment) => {
          expect(parsePromotionsRoute(segment)).toEqual({ kind: 'promotion', slug: segment });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('promotionCategoryOf', () => {
  it.each(PROMOTION_CATEGORIES)('lists a $subType promotion under $category', ({ category, subType }) => {
    expect(promotionCategoryOf(createPromotion('any', subType))).toBe(category);
  });

  it('lists a page without a sub-type under no category', () => {
    expect(promotionCategoryOf(createPromotion('any', null))).toBeNull();
  });
});

describe('promotionCategories', () => {
  it('shows only categories with a promotion, in display order', () => {
    expect(promotionCategories(promotions)).toEqual(['sport', 'casino', 'new-clients']);
  });
});

describe('promotionsView', () => {
  it('lists every promotion with no category', () => {
    expect(promotionsView(promotions, { kind: 'all' })).toMatchObject({ kind: 'list', promotions });
  });

  it('names no selected category when all are listed', () => {
    expect(promotionsView(promotions, { kind: 'all' })).toMatchObject({ selected: null });
  });

  it('names the selected category', () => {
    expect(promotionsView(promotions, { kind: 'category', category: 'sport' })).toMatchObject({
      selected: 'sport',
    });
  });

  it('lists no page without a sub-type under a category', () => {
    const view = promotionsView([...promotions, createPromotion('odd', null)], {
      kind: 'category',
      category: 'casino',
    });
    expect(view.kind === 'list' ? view.promotions.map((page) => page.slug) : []).toEqual(['summer']);
  });

  it('lists the promotions of the category', () => {
    const view = promotionsView(promotions, { kind: 'category', category: 'casino' });
    expect(view.kind === 'list' ? view.promotions.map((page) => page.slug) : []).toEqual(['summer']);
  });

  it('keeps the tabs of all promotions on a category', () => {
    expect(promotionsView(promotions, { kind: 'category', category: 'virtuals' })).toMatchObject({
      categories: ['sport', 'casino', 'new-clients'],
    });
  });

  it('shows promotions.empty.data when none are returned', () => {
    expect(promotionsView([], { kind: 'all' })).toEqual({
      kind: 'empty',
      messageKey: 'promotions.empty.data',
    });
  });
});
