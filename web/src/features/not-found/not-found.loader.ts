import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The not-found page's view, module and messages. A chunk of its own, so the first paint's route table
 * names one file for /404 rather than every chunk it needs.
 */
export async function loadNotFound(): Promise<LoadedFeature<object>> {
  const [view, { notFoundMessages }, { notFoundModule }] = await Promise.all([
    import('./not-found-page.tsx'),
    import('./not-found.messages.ts'),
    import('./not-found.module.ts'),
  ]);
  return { view: view.default, module: notFoundModule, messages: notFoundMessages };
}
