import { contentPage } from '../../kernel/registry.ts';

/** Any other path under a language: a CMS page looked up by its slug (games-and-content.md §2). */
export const contentPages = [
  contentPage('cms', async () => (await import('./cms-page.loader.ts')).loadCmsPage()),
];
