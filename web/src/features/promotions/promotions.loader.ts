import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The promotions pages' view, module and messages (games-and-content.md §2 Promotions:
 * /{lang}/promotions and /{lang}/promotions/{categoryOrPromoPage}). A chunk of its own.
 */
export async function loadPromotions(): Promise<LoadedFeature<object>> {
  const [view, { promotionsModule, promotionsMessages }] = await Promise.all([
    import('./promotions-page.tsx'),
    import('./promotions.module.ts'),
  ]);
  return { view: view.default, module: promotionsModule, messages: promotionsMessages };
}
