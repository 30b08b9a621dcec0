import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { NotificationsStatus } from '@lv-casino/core/notifications/notifications-status.ts';
import type { LoggedIn, PageContext } from '@lv-casino/core/session/logged-in-session.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionActions } from './session-actions.types.ts';
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
  readonly signals: SessionSignals;
  /** The page being shown, so core can tell whether the user's language differs from it. */
  readonly page: () => PageContext;
}

/**
 * The player's session (app-wide): who is logged in and their balance. Restores and ends it through
 * core's use-cases and begins it with what a login feature's use-case established; listens to the
 * customer's realtime channel while logged in (a forced-logout notification ends the session; its
 * connection state is `notifications`) and to the session signals (expired, unauthorised, ended in
 * another tab). A session that ended without the player asking leaves `notice` for the login modal.
 */
export class SessionStore {
  status: SessionStatus = 'unknown';
  user: User | null = null;
  balance: Balance | null = null;
  /** react-intl id of why the last session ended (shown with the login modal), or null. */
  notice: string | null = null;
  /**
   * The customer's realtime channel: `connected` only while the broker confirms the subscription
   * (notifications arrive); `subscription-refused` while a refused subscription is retried.
   */
  notifications: NotificationsStatus = 'disconnected';

  readonly #deps: SessionStoreDeps;
  /**
   * True while the session is being ended here (logout, forced logout): the server may refuse the
   * logout call of an already-ended session, and that refusal is not news to the player.
   */
  ending = false;

  constructor(deps: SessionStoreDeps) {
    this.#deps = deps;
    // Its getters stay plain getters, not MobX computeds: each is cheap to run again, and the lobby's
    // start-up then runs none of MobX's computed machinery (2.6 kB less JavaScript before it is idle).
    makeAutoObservable(this, { isLoggedIn: false }, { deep: false });
    deps.signals.listen((signal) => {
      if (signal.kind === 'error') void this.handleSessionSignal(signal.errorCode);
      else void this.handleEndedElsewhere();
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

  /** Logs out (core's LogoutUseCase), then what core says next (leave a game-play page). */
  async logout(): Promise<void> {
    await (await this.#deps.actions()).endSession(this, { kind: 'logout' });
  }

  /**
   * The SDK's session signals: onSessionExpired (98) and onUnauthorised (3). The session ends and
   * the login modal opens with the catalogue's message (after going home when the session expired).
   * Once the session has ended, a refusal of a call it made is not news: the reason it ended (the
   * account's lock, the operator's logout) stays the login modal's message.
   */
  async handleSessionSignal(errorCode: number): Promise<void> {
    if (this.ending || this.status === 'anonymous') return;
    await (await this.#deps.actions()).endSession(this, { kind: 'signal', errorCode });
  }

  /** Another tab holding this session ended it: the player is logged out here too, without a message. */
  async handleEndedElsewhere(): Promise<void> {
    if (this.ending || !this.isLoggedIn) return;
    await (await this.#deps.actions()).endSession(this, { kind: 'ended-elsewhere' });
  }

  /** Where the customer's realtime channel stands, while logged in. */
  setNotificationsStatus(status: NotificationsStatus): void {
    if (this.status === 'authenticated') this.notifications = status;
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

  #enter(session: LoggedIn): void {
    this.user = session.user;
    this.balance = session.balance;
    this.status = 'authenticated';
    // The channel, the LOGIN event and where the app goes next: the session chunk's part.
    void this.#deps.actions().then((actions) => {
      actions.enterSession(this, session);
    });
  }

  /** The session has ended: nobody is logged in; `notice` says why (for the login modal) or null. */
  leave(notice: string | null): void {
    this.user = null;
    this.balance = null;
    this.status = 'anonymous';
    this.notifications = 'disconnected';
    this.notice = notice;
  }
}
