import type { RouteEntry } from '../../app/registry.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';

/** /404 (games-and-content.md §2), a lazy chunk. */
export const notFoundRoute: RouteEntry = {
  path: '/404',
  owner: 'not-found',
  load: async () => ({
    view: (await import('./not-found-page.tsx')).default,
    messages: messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  }),
};
