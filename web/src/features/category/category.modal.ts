import { modalEntry } from '../../kernel/registry.ts';

/**
 * filtersModal: the provider filter of a category page on a phone. It loads with the page's chunk and
 * module, so it shares the page's CategoryStore (a singleton): what it chooses is what the page shows.
 */
export const filtersModal = modalEntry('filtersModal', 'category', async () => {
  const [view, feature] = await Promise.all([import('./filters-modal.tsx'), import('./category.feature.ts')]);
  return { view: view.default, module: feature.categoryPage.module, messages: feature.categoryPage.messages };
});
