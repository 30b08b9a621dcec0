import type { Category, CategoryPage } from './catalogue.ts';

/**
 * games-and-content.md §5: a category is shown only if it is enabled, has at least one enabled game,
 * and its pageToShowOn lists the requested page.
 */
export const isCategoryVisible = (category: Category, page: CategoryPage): boolean =>
  category.enabled && category.enabledGamesCount > 0 && category.pageToShowOn.includes(page);
