import { categoryRoutes } from '../features/category/category.route.ts';
import { depositResultRoutes } from '../features/deposits/deposit-result.route.ts';
import { headerMessages } from '../features/header/header.messages.ts';
import Header from '../features/header/header.tsx';
import { gamePlayRoute } from '../features/game-play/game-play.route.ts';
import { lobbyRoutes } from '../features/lobby/lobby.route.tsx';
import { notFoundRoute } from '../features/not-found/not-found.route.ts';
import type { MessageLoader } from '../i18n/compiled-messages.ts';
import type { LoadedFeature, RouteEntry } from '../kernel/registry.ts';

/*
 * The web's features, part one: the pages and the shell, which the first paint needs. The modals and
 * the profile tabs are listed in shell/modals.ts, a chunk that loads with the first modal; what a
 * logged-in session loads, in shell/session-features.ts; the content pages (promotions, sportsbook,
 * help, landing, unsubscribe, CMS pages), in shell/content-pages.ts, with the unknown-path chunk. A
 * feature that lands adds its entry to one of them; nothing else in the shell changes.
 */

/** The pages: the lobby (first paint) and every other route, each a lazy chunk. */
export const ROUTES: readonly RouteEntry[] = [
  ...lobbyRoutes,
  ...categoryRoutes,
  notFoundRoute,
  gamePlayRoute,
  ...depositResultRoutes,
];

/**
 * The shell around every page: the header (first paint) and its messages, which load with start-up;
 * the footer, a chunk loaded when the end of a page comes near.
 */
export const SHELL = {
  Header,
  footer: (): Promise<LoadedFeature<object>> =>
    import('../features/footer/footer.loader.ts').then(({ loadFooter }) => loadFooter()),
  messages: [['header', headerMessages]] as const satisfies readonly (readonly [string, MessageLoader])[],
};
