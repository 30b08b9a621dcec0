import CategoryPage from './category-page.tsx';
import { categoryMessages, categoryModule } from './category.module.ts';
import { openLandingCategory } from './open-landing-category.ts';

export { CategoryStore } from './category.store.ts';
export { default as ProviderFilter } from './provider-filter.tsx';

/**
 * The feature's lazy chunk: the page the routes show, its module, its messages and what a deep link
 * starts before the page renders (its games). The filters modal
 * (a chunk of its own) takes the store and the provider filter from here, so this chunk needs no
 * other chunk of the feature and the entry names one file for it.
 */
export const categoryPage = {
  view: CategoryPage,
  module: categoryModule,
  messages: categoryMessages,
  start: openLandingCategory,
};
