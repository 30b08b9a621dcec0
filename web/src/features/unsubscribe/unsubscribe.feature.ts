import { contentPage } from '../../kernel/registry.ts';

/** /{lang}/unsubscribe: the e-mail unsubscribe page (games-and-content.md §2). */
export const contentPages = [
  contentPage('unsubscribe', async () => (await import('./unsubscribe.loader.ts')).loadUnsubscribe()),
];
