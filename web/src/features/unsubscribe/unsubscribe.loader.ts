import type { LoadedFeature } from '../../kernel/registry.ts';

/** The unsubscribe page's view, module and messages: a chunk of its own, loaded by the unknown-path page. */
export async function loadUnsubscribe(): Promise<LoadedFeature<object>> {
  const [view, { unsubscribeModule, unsubscribeMessages }] = await Promise.all([
    import('./unsubscribe-page.tsx'),
    import('./unsubscribe.module.ts'),
  ]);
  return { view: view.default, module: unsubscribeModule, messages: unsubscribeMessages };
}
