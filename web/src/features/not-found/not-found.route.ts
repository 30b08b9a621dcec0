import type { RouteEntry } from '../../app/registry.ts';

/** /404 (games-and-content.md §2), a lazy chunk. */
export const notFoundRoute: RouteEntry = {
  path: '/404',
  owner: 'not-found',
  load: async () => {
    const [view, { notFoundMessages }, { notFoundModule }] = await Promise.all([
      import('./not-found-page.tsx'),
      import('./not-found.messages.ts'),
      import('./not-found.module.ts'),
    ]);
    return { view: view.default, module: notFoundModule, messages: notFoundMessages };
  },
};
