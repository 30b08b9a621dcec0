import type { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import type { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import type { CustomerPort } from '@lv-casino/core/ports/customer.port.ts';
import type { NotificationsPort } from '@lv-casino/core/ports/notifications.port.ts';
import type { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { CustomerChannelUseCase } from '@lv-casino/core/session/customer-channel.use-case.ts';
import { ForcedLogoutUseCase } from '@lv-casino/core/session/forced-logout.use-case.ts';
import { LogoutUseCase } from '@lv-casino/core/session/logout.use-case.ts';
import { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';
import { SessionErrorUseCase } from '@lv-casino/core/session/session-error.use-case.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { LoggedIn } from '@lv-casino/core/session/logged-in-session.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { profileTabs, selectProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { TabVisibleUseCase } from '@lv-casino/core/session/tab-visible.use-case.ts';
import { applyKycNotification } from '@lv-casino/core/kyc/kyc-notification.rule.ts';
import { runInAction } from 'mobx';
import type { AppNavigator } from './app-navigator.ts';
import { DeferredNotificationsPort } from './deferred-notifications.port.ts';
import type { DomainEvents } from './domain-events.ts';

/*
 * What a stored or begun session needs: its restore, logout, the customer's realtime channel and the
 * contract's notification catalogue the forced logouts are read from, and the session errors the SDK
 * signals. A chunk of its own, loaded when a session is restored or begins (with the STOMP client),
 * so a visitor never downloads it.
 */

/** What ending and entering a session change in the app's session (SessionStore). */
export interface SessionState {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  /** The logged-in user as the server now knows them. */
  updateUser(user: User): void;
  /** True while a logout or forced logout is under way (its refusal is not news to the player). */
  ending: boolean;
  /** Forgets the player; `notice` says why the session ended, or null. */
  leave(notice: string | null): void;
  setBalance(balance: Balance): void;
}

/** Why a session ends: the player logs out, the SDK signals 98 or 3, or the channel forces it. */
export type SessionEnd =
  | { readonly kind: 'logout' }
  | { readonly kind: 'signal'; readonly errorCode: number }
  | { readonly kind: 'notification'; readonly notification: CustomerNotification };

/** Core's use-cases of a stored or begun session, and the ending of one. */
export interface SessionActions {
  readonly restore: RestoreSessionUseCase;
  readonly logout: LogoutUseCase;
  readonly forcedLogout: ForcedLogoutUseCase;
  readonly sessionError: SessionErrorUseCase;
  readonly channel: CustomerChannelUseCase;
  /**
   * Ends the session of `store` for `end`: core decides (a session error or a notification that is
   * not an ending is ignored), the channel closes, the store forgets the player with the reason to
   * show, the events are published and the app goes where core says (the login modal after a
   * session error or a forced logout).
   */
  readonly endSession: (store: SessionState, end: SessionEnd) => Promise<void>;
  /**
   * What follows the start of `store`'s session (a login or a restored one), unless it has ended
   * meanwhile: the customer's channel opens (a forced logout ends the session), the session's events
   * are published, and the app goes where core says, in the user's language when it differs.
   */
  readonly enterSession: (store: SessionState, session: LoggedIn) => void;
}

/** Every optional tab on: which tab a selectedTab names does not depend on the customer config here. */
const ALL_TABS = {
  responsibleGamingLimitsEnabled: true,
  selfExcludeEnabled: true,
  inboxMessagesEnabled: true,
} as const;

const OPEN_LOGIN: NavigationIntent = { kind: 'open-modal', modal: 'login' };

/** The app's navigation and event bus, which ending a session acts on. */
export interface SessionEndDeps {
  readonly navigator: AppNavigator;
  readonly events: DomainEvents;
}

export const createSessionActions = (
  ports: {
    readonly auth: AuthPort;
    readonly customer: CustomerPort;
    readonly tokens: TokenStorePort;
    /** Loads the realtime channel's port (the STOMP client); it connects when the session begins. */
    readonly notifications: () => Promise<NotificationsPort>;
    readonly errors: ErrorCatalogue;
  },
  { navigator, events }: SessionEndDeps,
): SessionActions => {
  const logout = new LogoutUseCase(ports.auth, ports.tokens);
  const forcedLogout = new ForcedLogoutUseCase(
    ports.auth,
    ports.tokens,
    new NotificationCatalogueTable(notificationCatalogue),
  );
  const sessionError = new SessionErrorUseCase(ports.tokens, ports.errors);
  const channel = new CustomerChannelUseCase(new DeferredNotificationsPort(ports.notifications));

  /** What core decides for `end`: the reason to show, the events and where to go; null to ignore. */
  const decide = async (
    end: SessionEnd,
  ): Promise<{
    notice: string | null;
    events: Parameters<DomainEvents['publish']>[0];
    next: NavigationIntent[];
  } | null> => {
    switch (end.kind) {
      case 'logout': {
        const outcome = await logout.execute({ onGamePlayPage: false });
        return { notice: null, events: outcome.events, next: [outcome.next] };
      }
      case 'signal': {
        const outcome = sessionError.execute(end.errorCode);
        if (outcome.kind === 'ignored') return null;
        const next = outcome.next.kind === 'open-modal' ? [outcome.next] : [outcome.next, OPEN_LOGIN];
        return { notice: outcome.messageKey, events: outcome.events, next };
      }
      case 'notification': {
        const outcome = await forcedLogout.execute(end.notification);
        if (outcome.kind === 'ignored') return null;
        return { notice: outcome.messageKey, events: outcome.events, next: [outcome.next] };
      }
    }
  };

  const restore = new RestoreSessionUseCase(ports.tokens, ports.customer, ports.errors);
  const tabVisible = new TabVisibleUseCase(restore);
  let watching = false;
  /**
   * The re-check when the browser tab becomes visible again (account-and-session.md §4 Session): the
   * user and balance are fetched again, except on the profile's kyc, withdraw and deposit tabs (an
   * upload or a cashier flow may be under way); coming back to the bonuses tab closes the modal; a
   * session the server no longer knows ends; terms not accepted open the terms modal.
   */
  const recheckWhenVisible = (store: SessionState): void => {
    if (watching) return;
    watching = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || !store.isLoggedIn) return;
      const params = new URLSearchParams(navigator.search);
      const modal = params.get('modal') as ModalName | null;
      const activeTab =
        modal === 'profile' ? selectProfileTab(params.get('selectedTab'), profileTabs(ALL_TABS)) : null;
      void tabVisible.execute({ modal, activeTab }).then((outcome) => {
        if (outcome.kind === 'skipped' || !store.isLoggedIn) return;
        const { session } = outcome;
        if (session.kind === 'logged-in') {
          store.updateUser(session.user);
          if (session.balance !== null) store.setBalance(session.balance);
        } else if (session.kind === 'logged-out') {
          channel.close();
          store.leave(null);
          return;
        }
        navigator.perform(outcome.next);
      });
    });
  };

  const actions: SessionActions = {
    restore,
    logout,
    forcedLogout,
    sessionError,
    channel,
    enterSession: (store, session) => {
      if (!store.isLoggedIn) return;
      recheckWhenVisible(store);
      channel.open((notification) => {
        // A KYC notification sets the player's status at once (the kyc tab shows it) and raises
        // KYC_CHANGED; the session-ending kinds end it.
        const kyc = store.user === null ? null : applyKycNotification(store.user, notification);
        if (kyc?.kind === 'kyc-changed') {
          store.updateUser(kyc.user);
          events.publish(kyc.events);
          return;
        }
        void actions.endSession(store, { kind: 'notification', notification });
      });
      events.publish(session.events);
      if (session.switchLanguageTo === null) navigator.perform(session.next);
      else navigator.switchLanguage(session.switchLanguageTo, session.next);
    },
    endSession: async (store, end) => {
      if (end.kind === 'logout') channel.close();
      // The logout and forced-logout calls may be refused for a session already ended; not news.
      const calling = end.kind !== 'signal';
      if (calling) runInAction(() => (store.ending = true));
      const decided = await decide(end).finally(() => {
        if (calling) runInAction(() => (store.ending = false));
      });
      if (decided === null) return;
      channel.close();
      store.leave(decided.notice);
      events.publish(decided.events);
      navigator.perform(...decided.next);
    },
  };
  return actions;
};
