import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The CMS page's view, module and messages (games-and-content.md §2: any other path under a language
 * is a CMS page looked up by slug). A chunk of its own, loaded by the unknown-path page.
 */
export async function loadCmsPage(): Promise<LoadedFeature<object>> {
  const [view, { cmsPageModule, cmsPageMessages }] = await Promise.all([
    import('./cms-page.tsx'),
    import('./cms-page.module.ts'),
  ]);
  return { view: view.default, module: cmsPageModule, messages: cmsPageMessages };
}
