import sessionHooks from 'virtual:feature-manifests/sessionHooks';
import type { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import type { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import type { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { NotificationsPort } from '@lv-casino/core/notifications/notifications.port.ts';
import type { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { CustomerChannelUseCase } from '@lv-casino/core/session/customer-channel.use-case.ts';
import { ForcedLogoutUseCase } from '@lv-casino/core/session/forced-logout.use-case.ts';
import { LogoutUseCase } from '@lv-casino/core/session/logout.use-case.ts';
import { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';
import { SessionErrorUseCase } from '@lv-casino/core/session/session-error.use-case.ts';
import { sessionEndedElsewhere } from '@lv-casino/core/session/ended-elsewhere.rule.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { profileTabs, selectProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { TabVisibleUseCase } from '@lv-casino/core/session/tab-visible.use-case.ts';
import { applyKycNotification } from '@lv-casino/core/kyc/kyc-notification.rule.ts';
import {
  ACCOUNT_LOCK_STATUS_CHANGED,
  AccountLockNotificationUseCase,
} from '@lv-casino/core/account-lock/account-lock-notification.use-case.ts';
import { NotificationDispatchUseCase } from '@lv-casino/core/notifications/notification-dispatch.use-case.ts';
import { runInAction } from 'mobx';
import type { AppNavigator } from '../kernel/app-navigator.ts';
import { DeferredNotificationsPort } from '../kernel/deferred-notifications.port.ts';
import type { DomainEvents } from '../kernel/domain-events.ts';
import type { SessionActions, SessionEnd, SessionState } from '../kernel/session-actions.types.ts';
import type { Container } from 'inversify';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { collect } from './manifests.ts';
import { SessionProtection } from '../kernel/session-protection.ts';

/*
 * What a stored or begun session needs: its restore, logout, the customer's realtime channel and the
 * contract's notification catalogue the forced logouts are read from, and the session errors the SDK
 * signals. A chunk of its own, loaded when a session is restored or begins (with the STOMP client),
 * so a visitor never downloads it.
 */

/** What the features start with a session (their manifests' `sessionHooks`). */
const SESSION_HOOKS = collect(sessionHooks);

/** Every optional tab on: which tab a selectedTab names does not depend on the customer config here. */
const ALL_TABS = {
  responsibleGamingLimitsEnabled: true,
  selfExcludeEnabled: true,
  inboxMessagesEnabled: true,
} as const;

const OPEN_LOGIN: NavigationIntent = { kind: 'open-modal', modal: 'login' };
/** The login modal's notice after the reality check ended a session (a catalogue text). */
export const REALITY_CHECK_LOGOUT_NOTICE = 'notifications.realityCheckTimeout';
/** A game-play page (/{lang}/game-play/…), which a logout leaves for the casino. */
const onGamePlayPage = (pathname: string): boolean => /^\/[a-z]{2}\/game-play\//.test(pathname);

/** The app's navigation and event bus, which ending a session acts on; the feature loader and container. */
export interface SessionEndDeps {
  readonly navigator: AppNavigator;
  readonly events: DomainEvents;
  /** The app's container: its FeatureModules ready the player-protection feature, then hold it. */
  readonly container: Container;
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
  { navigator, events, container }: SessionEndDeps,
): SessionActions => {
  const notifications = new NotificationCatalogueTable(notificationCatalogue);
  const logout = new LogoutUseCase(ports.auth, ports.tokens);
  const forcedLogout = new ForcedLogoutUseCase(ports.auth, ports.tokens, notifications);
  const accountLock = new AccountLockNotificationUseCase(ports.auth, ports.tokens, ports.errors);
  const dispatch = new NotificationDispatchUseCase(notifications);
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
        const reason = end.reason ?? 'user';
        const outcome = await logout.execute({
          onGamePlayPage: onGamePlayPage(globalThis.location.pathname),
          reason,
        });
        if (reason === 'user') return { notice: null, events: outcome.events, next: [outcome.next] };
        return {
          notice: REALITY_CHECK_LOGOUT_NOTICE,
          events: outcome.events,
          next: [outcome.next, OPEN_LOGIN],
        };
      }
      case 'ended-elsewhere': {
        const outcome = sessionEndedElsewhere({
          onGamePlayPage: onGamePlayPage(globalThis.location.pathname),
        });
        return { notice: null, events: outcome.events, next: [outcome.next] };
      }
      case 'signal': {
        const outcome = sessionError.execute(end.errorCode);
        if (outcome.kind === 'ignored') return null;
        const next = outcome.next.kind === 'open-modal' ? [outcome.next] : [outcome.next, OPEN_LOGIN];
        return { notice: outcome.messageKey, events: outcome.events, next };
      }
      case 'notification': {
        if (end.notification.notificationType === ACCOUNT_LOCK_STATUS_CHANGED) {
          const locked = await accountLock.execute(end.notification);
          if (locked.kind !== 'forced-logout') return null;
          return { notice: locked.messageKey, events: locked.events, next: [locked.next] };
        }
        const outcome = await forcedLogout.execute(end.notification);
        if (outcome.kind === 'ignored') return null;
        return { notice: outcome.messageKey, events: outcome.events, next: [outcome.next] };
      }
    }
  };

  /**
   * The features' session hooks (player protection binds SessionProtection), loaded with the first
   * session; null until then (or after a failure).
   */
  let protection: Promise<SessionProtection> | null = null;
  const loadProtection = async (): Promise<void> => {
    const features = container.get(FeatureModules);
    await Promise.all(SESSION_HOOKS.map(async ({ owner, load }) => features.ready(owner, await load())));
  };
  const guard = (): Promise<SessionProtection> =>
    (protection ??= loadProtection()
      .then(() => container.get<SessionProtection>(SessionProtection))
      .catch((error: unknown) => {
        // The session goes on without it; the next notification or session asks for it again.
        protection = null;
        throw error;
      }));
  /** Runs `act` with the player-protection feature; a chunk that cannot load is reported, not thrown. */
  const withProtection = (act: (loaded: SessionProtection) => void): void => {
    guard().then(act, (error: unknown) => {
      console.warn('The player-protection feature could not be loaded', error);
    });
  };

  /** The session is over: the channel closes, the store forgets the player, the protection stops. */
  const leave = (store: SessionState, notice: string | null): void => {
    channel.close();
    store.leave(notice);
    void protection?.then(
      (loaded) => {
        loaded.end();
      },
      () => undefined,
    );
  };

  /**
   * A notification of the customer's channel, as core's catalogue dispatches it (account-and-session.md
   * §4, §8): the forced-logout kinds and a lock other than ACTIVE end the session; KYC kinds and ACTIVE
   * update the player in place and raise their events; the reality check and the socket modals are the
   * player-protection feature's; a kind the contract does not list is logged and ignored.
   */
  const receive = (store: SessionState, notification: CustomerNotification): void => {
    if (!store.isLoggedIn || store.ending) return;
    const outcome = dispatch.execute(notification);
    switch (outcome.kind) {
      case 'force-logout-open-login':
        void actions.endSession(store, { kind: 'notification', notification });
        return;
      case 'update-kyc-status': {
        const kyc = store.user === null ? null : applyKycNotification(store.user, notification);
        if (kyc?.kind !== 'kyc-changed') return;
        store.updateUser(kyc.user);
        events.publish(kyc.events);
        return;
      }
      case 'update-account-lock':
        if (outcome.forcesLogout) {
          void actions.endSession(store, { kind: 'notification', notification });
          return;
        }
        void accountLock.execute(notification).then((locked) => {
          if (locked.kind !== 'status-updated' || store.user === null) return;
          store.updateUser({ ...store.user, accountLockStatus: locked.accountLockStatus });
          events.publish(locked.events);
        });
        return;
      case 'show-simple-message':
        // The popup is a modal of the messages feature, its id in the URL.
        navigator.perform(outcome.next);
        return;
      case 'ignored':
        console.info(
          `Ignored a notification of a kind this client does not know: ${notification.notificationType}`,
        );
        return;
      default:
        withProtection((loaded) => {
          if (store.isLoggedIn) loaded.react(outcome);
        });
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
          leave(store, null);
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
      channel.open(
        (notification) => {
          receive(store, notification);
        },
        (status) => {
          store.setNotificationsStatus(status);
        },
      );
      const restored = !session.events.some((event) => event.kind === 'LOGIN');
      withProtection((loaded) => {
        if (store.isLoggedIn && store.user !== null) loaded.begin(store.user, restored);
      });
      events.publish(session.events);
      if (session.switchLanguageTo === null) navigator.perform(session.next);
      else navigator.switchLanguage(session.switchLanguageTo, session.next);
    },
    restartRealityCheck: () => {
      withProtection((loaded) => {
        loaded.react({ kind: 'start-reality-check' });
      });
    },
    endSession: async (store, end) => {
      if (end.kind === 'logout') channel.close();
      // The logout and forced-logout calls may be refused for a session already ended; not news.
      const calling = end.kind === 'logout' || end.kind === 'notification';
      if (calling) runInAction(() => (store.ending = true));
      const decided = await decide(end).finally(() => {
        if (calling) runInAction(() => (store.ending = false));
      });
      if (decided === null) return;
      leave(store, decided.notice);
      events.publish(decided.events);
      navigator.perform(...decided.next);
    },
  };
  return actions;
};
