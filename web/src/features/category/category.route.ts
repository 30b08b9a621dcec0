import type { LoadedFeature, RouteEntry } from '../../kernel/registry.ts';

const load = async (): Promise<LoadedFeature<object>> =>
  (await import('./category.loader.ts')).loadCategoryPage();

/**
 * Category, provider and collection pages under both lobbies (games-and-content.md §2):
 * /{lang}/casino/{friendlyUrl}, …/providers/{friendlyUrl}, …/collections/{friendlyUrl}, and the same
 * under /{lang}/live-casino; the view, module and messages are one lazy chunk. The lobby itself
 * (/{lang}/casino) is the lobby feature's.
 */
export const categoryRoutes: readonly RouteEntry[] = ['casino/*', 'live-casino/*'].map((path) => ({
  // The page reads the shape from the path (core's parseCategoryRoute); what it does not know is /404.
  path,
  owner: 'category',
  load,
}));
