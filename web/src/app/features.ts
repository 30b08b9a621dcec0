import { footerMessages } from '../features/footer/footer.messages.ts';
import { Footer } from '../features/footer/footer.tsx';
import { categoryRoutes } from '../features/category/category.route.ts';
import { headerMessages } from '../features/header/header.messages.ts';
import Header from '../features/header/header.tsx';
import { gamePlayRoute } from '../features/game-play/game-play.route.ts';
import { lobbyRoutes } from '../features/lobby/lobby.route.tsx';
import { notFoundRoute } from '../features/not-found/not-found.route.ts';
import type { MessageLoader } from '../i18n/compiled-messages.ts';
import type { RouteEntry } from './registry.ts';

/*
 * The web's features, part one: the pages and the shell, which the first paint needs. The modals and
 * the profile tabs are listed in app/modals.ts, a chunk that loads with the first modal. A feature
 * that lands adds its route here, or replaces its `unavailableModal(…)` lines there; nothing else in
 * app/ changes.
 */

/** The pages: the lobby (first paint) and every other route, each a lazy chunk. */
export const ROUTES: readonly RouteEntry[] = [
  ...lobbyRoutes,
  ...categoryRoutes,
  notFoundRoute,
  gamePlayRoute,
];

/** The shell around every page (first paint) and the messages that load with start-up. */
export const SHELL = {
  Header,
  Footer,
  messages: [
    ['header', headerMessages],
    ['footer', footerMessages],
  ] as const satisfies readonly (readonly [string, MessageLoader])[],
};
