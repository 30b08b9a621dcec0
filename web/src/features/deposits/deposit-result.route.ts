import type { RouteEntry } from '../../kernel/registry.ts';

const load: RouteEntry['load'] = async () => (await import('./deposit-result.loader.ts')).loadDepositResult();

/**
 * The deposit result pages (games-and-content.md §2 Deposit screens): /{lang}/deposit/{type},
 * /deposit/{type} and /deposit/notification, shown instead of the normal routes; lazy chunks.
 */
export const depositResultRoutes: readonly RouteEntry[] = [
  { path: 'deposit/:type', owner: 'deposits', load },
  { path: '/deposit/:type', owner: 'deposits', load },
];
