import { contentPage } from '../../kernel/registry.ts';

/** /{lang}/promotions and /{lang}/promotions/{categoryOrPromoPage} (games-and-content.md §2). */
export const contentPages = [
  contentPage('promotions', async () => (await import('./promotions.loader.ts')).loadPromotions()),
];
