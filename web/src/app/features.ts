import { errorModal, newVersionModal } from '../features/feedback/feedback.modals.ts';
import { footerMessages } from '../features/footer/footer.messages.ts';
import { Footer } from '../features/footer/footer.tsx';
import { headerMessages } from '../features/header/header.messages.ts';
import Header from '../features/header/header.tsx';
import { lobbyRoute } from '../features/lobby/lobby.route.ts';
import { loginModal } from '../features/login/login.modal.ts';
import { notFoundRoute } from '../features/not-found/not-found.route.ts';
import type { MessageLoader } from '../i18n/compiled-messages.ts';
import {
  unavailableModal,
  unavailableTab,
  type ModalEntry,
  type ProfileTabEntry,
  type RouteEntry,
} from './registry.ts';

/*
 * The one growing list of the web's features: every modal value, page and profile tab, each with its
 * owner and lazy loader. A feature that lands replaces its `unavailableModal(…)` lines with its own
 * entries; nothing else in app/ changes.
 */

/** Every modal value of account-and-session.md §2 (and the two bonus-history modals), once each. */
export const MODALS: readonly ModalEntry[] = [
  loginModal,
  errorModal,
  newVersionModal,
  unavailableModal('register', 'account-entry'),
  unavailableModal('intermediate-register', 'account-entry'),
  unavailableModal('tac', 'account-entry'),
  unavailableModal('activate-account', 'account-entry', ['username', 'activationKey']),
  unavailableModal('forgot-password', 'account-entry'),
  unavailableModal('forgot-password-sms', 'account-entry'),
  unavailableModal('reset-password', 'account-entry', ['username', 'key']),
  unavailableModal('smart-id-authentication', 'account-entry'),
  unavailableModal('profile', 'profile', ['selectedTab']),
  unavailableModal('profile-options', 'profile'),
  unavailableModal('category-search', 'games'),
  unavailableModal('globalSearchModal', 'games'),
  unavailableModal('gameModal', 'games'),
  unavailableModal('splitViewModal', 'games'),
  unavailableModal('filtersModal', 'games'),
  unavailableModal('gameCategoriesList', 'games'),
  unavailableModal('reality-check-modal', 'player-protection'),
  unavailableModal('socketModal', 'player-protection'),
  unavailableModal('self-excluded-modal', 'player-protection'),
  unavailableModal('socket-gaming', 'player-protection'),
  unavailableModal('socket-limits-changed', 'player-protection'),
  unavailableModal('socket-bonus-violation', 'player-protection'),
  unavailableModal('deposit-status-modal', 'deposits'),
  unavailableModal('promptModal', 'content'),
  unavailableModal('bonus-history-games-categories', 'bonuses'),
  unavailableModal('bonus-history-details', 'bonuses'),
];

/** The pages: the lobby (first paint) and every other route, each a lazy chunk. */
export const ROUTES: readonly RouteEntry[] = [lobbyRoute, notFoundRoute];

/**
 * The tabs of the profile modal by route name (core's `profileTabs` decides which show, in order),
 * each with the feature that brings its content. The profile modal itself lands with its feature.
 */
export const PROFILE_TABS: readonly ProfileTabEntry[] = [
  unavailableTab('deposit', 'deposits'),
  unavailableTab('withdraw', 'profile'),
  unavailableTab('my-profile', 'profile'),
  unavailableTab('bonuses', 'bonuses'),
  unavailableTab('history', 'profile'),
  unavailableTab('kyc', 'profile'),
  unavailableTab('limits', 'player-protection'),
  unavailableTab('self-exclusion', 'player-protection'),
  unavailableTab('messages', 'bonuses'),
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
