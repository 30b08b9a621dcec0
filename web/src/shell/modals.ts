import {
  activateAccountModal,
  forgotPasswordModal,
  forgotPasswordSmsModal,
  resetPasswordModal,
  termsModal,
} from '../features/account-entry/account-entry.modals.ts';
import { filtersModal } from '../features/category/category.modal.ts';
import { errorModal, installAppModal, newVersionModal } from '../features/feedback/feedback.modals.ts';
import { gameDetailsModal } from '../features/game-details/game-details.modal.ts';
import { loginModal, smartIdModal } from '../features/login/login.modal.ts';
import { intermediateRegisterModal, registerModal } from '../features/register/register.modal.ts';
import {
  categorySearchModal,
  gameCategoriesListModal,
  globalSearchModal,
} from '../features/search/search.modal.ts';
import { profileModal, profileOptionsModal } from '../features/profile/profile.modals.ts';
import { myProfileTab } from '../features/my-profile/my-profile.tab.ts';
import { historyTab } from '../features/profile-history/profile-history.tab.ts';
import { kycTab } from '../features/profile-kyc/profile-kyc.tab.ts';
import { withdrawTab } from '../features/profile-withdraw/profile-withdraw.tab.ts';
import { bonusesTab } from '../features/profile-bonuses/profile-bonuses.tab.ts';
import {
  bonusHistoryDetailsModal,
  bonusHistoryGamesCategoriesModal,
} from '../features/profile-bonuses/profile-bonuses.modals.ts';
import { messagesTab } from '../features/profile-messages/profile-messages.tab.ts';
import { simpleMessageModal } from '../features/profile-messages/profile-messages.modals.ts';
import {
  realityCheckModal,
  selfExcludedModal,
  socketBonusViolationModal,
  socketGamingModal,
  socketLimitsChangedModal,
  socketMessageModal,
} from '../features/player-protection/player-protection.modals.ts';
import { limitsTab, selfExclusionTab } from '../features/responsible-gaming/responsible-gaming.tabs.ts';
import { splitViewModal } from '../features/split-view/split-view.modal.ts';
import { depositStatusModal } from '../features/deposits/deposits.modals.ts';
import { depositTab } from '../features/deposits/deposits.tab.ts';
import type { ModalEntry, ProfileTabEntry } from '../kernel/registry.ts';

/*
 * The web's features, part two: every modal value and profile tab, each with its owner and lazy
 * loader. This list is itself a chunk (with the modal host), loaded when the first modal is asked for,
 * so the first paint carries no entry of a modal.
 */

/**
 * Every modal value of account-and-session.md §2 (and the two bonus-history modals and the
 * simple-message popup), once each.
 */
export const MODALS: readonly ModalEntry[] = [
  loginModal,
  errorModal,
  newVersionModal,
  registerModal,
  intermediateRegisterModal,
  termsModal,
  activateAccountModal,
  forgotPasswordModal,
  forgotPasswordSmsModal,
  resetPasswordModal,
  smartIdModal,
  profileModal,
  profileOptionsModal,
  categorySearchModal,
  globalSearchModal,
  gameDetailsModal,
  splitViewModal,
  filtersModal,
  gameCategoriesListModal,
  realityCheckModal,
  socketMessageModal,
  selfExcludedModal,
  socketGamingModal,
  socketLimitsChangedModal,
  socketBonusViolationModal,
  depositStatusModal,
  installAppModal,
  bonusHistoryGamesCategoriesModal,
  bonusHistoryDetailsModal,
  simpleMessageModal,
];

/**
 * The tabs of the profile modal by route name (core's `profileTabs` decides which show, in order),
 * each with the feature that brings its content. The profile modal itself lands with its feature.
 */
export const PROFILE_TABS: readonly ProfileTabEntry[] = [
  depositTab,
  withdrawTab,
  myProfileTab,
  bonusesTab,
  historyTab,
  kycTab,
  limitsTab,
  selfExclusionTab,
  messagesTab,
];
