import { route } from '../../kernel/registry.ts';

/** /404 (games-and-content.md §2), a lazy chunk. */
export const routes = [route('/404', async () => (await import('./not-found.loader.ts')).loadNotFound())];
