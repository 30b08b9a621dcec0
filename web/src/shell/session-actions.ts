import sessionHooks from 'virtual:feature-manifests/sessionHooks';
import type { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import type { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { NotificationsPort } from '@lv-casino/core/notifications/notifications.port.ts';
import type { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { CustomerChannelUseCase } from '@lv-casino/core/session/customer-channel.use-case.ts';
import { RestoreSessionUseCase } from '@lv-casino/core/session/restore-session.use-case.ts';
import { notificationCatalogue } from '@lv-casino/sdk/generated/notifications.ts';
import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { profileTabs, selectProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { TabVisibleUseCase } from '@lv-casino/core/session/tab-visible.use-case.ts';
import { applyKycNotification } from '@lv-casino/core/kyc/kyc-notification.rule.ts';
import { EndSessionUseCase } from '@lv-casino/core/session/end-session.use-case.ts';
import { NotificationCatalogueTable } from '@lv-casino/core/notifications/notification-catalogue.table.ts';
import { NotificationDispatchUseCase } from '@lv-casino/core/notifications/notification-dispatch.use-case.ts';
import { runInAction } from 'mobx';
import type { AppNavigator } from '../kernel/app-navigator.ts';
import { DeferredNotificationsPort } from '../kernel/deferred-notifications.port.ts';
import type { DomainEvents } from '../kernel/domain-events.ts';
import type { SessionActions, SessionState } from '../kernel/session-actions.types.ts';
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
  const dispatch = new NotificationDispatchUseCase(new NotificationCatalogueTable(notificationCatalogue));
  const endSession = new EndSessionUseCase(ports.auth, ports.tokens, ports.errors);
  const channel = new CustomerChannelUseCase(new DeferredNotificationsPort(ports.notifications));

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
   * player-protection feature's; a kind the contract does not list is logged and ignored. Resolves
   * once a session it ends has ended.
   */
  const receive = async (store: SessionState, notification: CustomerNotification): Promise<void> => {
    if (!store.isLoggedIn || store.ending) return;
    const outcome = dispatch.execute(notification);
    switch (outcome.kind) {
      case 'force-logout-open-login':
        await actions.endSession(store, { kind: 'notification', outcome });
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
          await actions.endSession(store, { kind: 'notification', outcome });
          return;
        }
        if (store.user === null) return;
        store.updateUser({ ...store.user, accountLockStatus: outcome.accountLockStatus });
        events.publish(outcome.events);
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
    channel,
    receive,
    enterSession: (store, session) => {
      if (!store.isLoggedIn) return;
      recheckWhenVisible(store);
      channel.open(
        (notification) => {
          void receive(store, notification);
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
      // The logout calls may be refused for a session already ended; not news.
      const calling = EndSessionUseCase.callsServer(end);
      if (calling) runInAction(() => (store.ending = true));
      const decided = await endSession.execute(end, { pathname: navigator.pathname }).finally(() => {
        if (calling) runInAction(() => (store.ending = false));
      });
      if (decided.kind === 'ignored') return;
      leave(store, decided.notice);
      events.publish(decided.events);
      navigator.perform(...decided.next);
    },
  };
  return actions;
};
