import type { RouteEntry } from '../../kernel/registry.ts';

/** /404 (games-and-content.md §2), a lazy chunk. */
export const notFoundRoute: RouteEntry = {
  path: '/404',
  owner: 'not-found',
  load: async () => (await import('./not-found.loader.ts')).loadNotFound(),
};
