import { modal, route, type FeatureLoad } from '../../kernel/registry.ts';

const load: FeatureLoad<object> = async () => (await import('./category.chunk.ts')).categoryPage;

/**
 * Category, provider and collection pages under both lobbies (games-and-content.md §2):
 * /{lang}/casino/{friendlyUrl}, …/providers/{friendlyUrl}, …/collections/{friendlyUrl}, and the same
 * under /{lang}/live-casino; the view, module and messages are one lazy chunk. The lobby itself
 * (/{lang}/casino) is the lobby feature's. The page reads the shape from the path (core's
 * parseCategoryRoute); what it does not know is /404.
 */
export const routes = [route('casino/*', load), route('live-casino/*', load)];

/**
 * filtersModal: the provider filter of a category page on a phone. It loads with the page's chunk and
 * module, so it shares the page's CategoryStore (a singleton): what it chooses is what the page shows.
 */
export const modals = [
  modal('filtersModal', async () => {
    const [view, feature] = await Promise.all([import('./filters-modal.tsx'), import('./category.chunk.ts')]);
    return {
      view: view.filtersModal(feature),
      module: feature.categoryPage.module,
      messages: feature.categoryPage.messages,
    };
  }),
];
