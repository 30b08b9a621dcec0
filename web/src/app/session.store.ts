import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { LoggedIn, PageContext } from '@lv-casino/core/session/logged-in-session.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from './app-navigator.ts';
import type { DomainEvents } from './domain-events.ts';
import type { SessionActions } from './session-actions.ts';
import type { SessionSignals } from './session-signals.ts';

/**
 * `unknown` before the stored session is checked, `restoring` while it is; `unavailable` when the
 * server could not confirm a stored session (HTTP 500, no connection): the tokens stay stored and the
 * player is not shown as logged out.
 */
export type SessionStatus = 'unknown' | 'restoring' | 'unavailable' | 'anonymous' | 'authenticated';

export interface SessionStoreDeps {
  /** Whether a session is stored to restore (core's hasStoredSession over the token store). */
  readonly hasStoredSession: () => boolean;
  /**
   * Loads the use-cases of a stored or begun session (restore, logout, forced logout, session errors,
   * the realtime channel): a chunk of its own, so a visitor never downloads it.
   */
  readonly actions: () => Promise<SessionActions>;
  readonly navigator: AppNavigator;
  readonly signals: SessionSignals;
  readonly events: DomainEvents;
  /** The page being shown, so core can tell whether the user's language differs from it. */
  readonly page: () => PageContext;
}

const OPEN_LOGIN: NavigationIntent = { kind: 'open-modal', modal: 'login' };

/**
 * The player's session (app-wide): who is logged in and their balance. Restores and ends it through
 * core's use-cases and begins it with what a login feature's use-case established; listens to the
 * customer's realtime channel while logged in (a forced-logout notification ends the session) and to
 * the SDK's session signals (expired, unauthorised). A session that ended without the player asking
 * leaves `notice` for the login modal to show.
 */
export class SessionStore {
  status: SessionStatus = 'unknown';
  user: User | null = null;
  balance: Balance | null = null;
  /** react-intl id of why the last session ended (shown with the login modal), or null. */
  notice: string | null = null;

  readonly #deps: SessionStoreDeps;
  /**
   * True while this store itself ends the session (logout, forced logout): the server may refuse
   * the logout call of an already-ended session, and that refusal is not news to the player.
   */
  #ending = false;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
    deps.signals.listen((errorCode) => {
      void this.handleSessionSignal(errorCode);
    });
  }

  get isLoggedIn(): boolean {
    return this.status === 'authenticated';
  }

  /** Checks the stored session on load (and again after `unavailable`); otherwise does nothing. */
  async restore(): Promise<void> {
    if (this.status !== 'unknown' && this.status !== 'unavailable') return;
    if (!this.#deps.hasStoredSession()) {
      this.status = 'anonymous';
      return;
    }
    this.status = 'restoring';
    const { restore } = await this.#deps.actions();
    const outcome = await restore.execute({ page: this.#deps.page() });
    runInAction(() => {
      if (outcome.kind === 'logged-in') this.#enter(outcome);
      else if (this.status !== 'restoring') return;
      else this.status = outcome.kind === 'logged-out' ? 'anonymous' : 'unavailable';
    });
  }

  /** Begins the session a login established (any way of logging in). */
  begin(session: LoggedIn): void {
    this.notice = null;
    this.#enter(session);
  }

  async logout(): Promise<void> {
    const actions = await this.#deps.actions();
    actions.channel.close();
    this.#ending = true;
    const outcome = await actions.logout.execute({ onGamePlayPage: false }).finally(() => {
      this.#ending = false;
    });
    runInAction(() => {
      this.#leave(null);
    });
    this.#deps.events.publish(outcome.events);
    this.#deps.navigator.perform(outcome.next);
  }

  /**
   * The SDK's session signals: onSessionExpired (98) and onUnauthorised (3). The session ends and
   * the login modal opens with the catalogue's message (after going home when the session expired).
   */
  async handleSessionSignal(errorCode: number): Promise<void> {
    if (this.#ending) return;
    const actions = await this.#deps.actions();
    const outcome = actions.sessionError.execute(errorCode);
    if (outcome.kind === 'ignored') return;
    actions.channel.close();
    runInAction(() => {
      this.#leave(outcome.messageKey);
    });
    this.#deps.events.publish(outcome.events);
    const intents = outcome.next.kind === 'open-modal' ? [outcome.next] : [outcome.next, OPEN_LOGIN];
    this.#deps.navigator.perform(...intents);
  }

  /** The logged-in user as the server now knows them (e.g. after accepting the terms). */
  updateUser(user: User): void {
    if (this.status === 'authenticated') this.user = user;
  }

  /** The balance as the server now has it (after a withdrawal, a deposit, …). */
  setBalance(balance: Balance): void {
    if (this.status === 'authenticated') this.balance = balance;
  }

  /** Forgets the reason of the last session end; the login modal has taken it for this opening. */
  dismissNotice(): void {
    this.notice = null;
  }

  async #onNotification(notification: CustomerNotification): Promise<void> {
    const actions = await this.#deps.actions();
    this.#ending = true;
    const outcome = await actions.forcedLogout.execute(notification).finally(() => {
      this.#ending = false;
    });
    if (outcome.kind === 'ignored') return;
    actions.channel.close();
    runInAction(() => {
      this.#leave(outcome.messageKey);
    });
    this.#deps.events.publish(outcome.events);
    this.#deps.navigator.perform(outcome.next);
  }

  #enter(session: LoggedIn): void {
    this.user = session.user;
    this.balance = session.balance;
    this.status = 'authenticated';
    void this.#deps.actions().then((actions) => {
      // A session that ended while the chunk loaded opens no channel.
      if (this.status !== 'authenticated') return;
      actions.channel.open((notification) => {
        void this.#onNotification(notification);
      });
    });
    this.#deps.events.publish(session.events);
    // The site follows the user's language (a login on /en by a player whose language is LV).
    if (session.switchLanguageTo === null) this.#deps.navigator.perform(session.next);
    else this.#deps.navigator.switchLanguage(session.switchLanguageTo, session.next);
  }

  #leave(notice: string | null): void {
    this.user = null;
    this.balance = null;
    this.status = 'anonymous';
    this.notice = notice;
  }
}
