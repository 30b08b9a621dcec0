import type { CustomerConfig } from '@lv-casino/core/config/config.ts';
import type { BonusViolation } from '@lv-casino/core/notifications/notification-dispatch.use-case.ts';
import type { GamingMessage } from '@lv-casino/core/limits/gaming-message.rule.ts';
import type { LimitChange, LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import type { LimitsChangedUseCase } from '@lv-casino/core/limits/limits-changed.use-case.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { RealityCheckUseCase } from '@lv-casino/core/reality-check/reality-check.use-case.ts';
import {
  realityCheckSettings,
  type RealityCheckChange,
  type RealityCheckState,
} from '@lv-casino/core/reality-check/reality-check-state.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { DomainEvents } from '../../kernel/domain-events.ts';
import type { ProtectionOutcome, SessionProtection } from '../../kernel/session-protection.ts';

/** Session-storage key of when the current session began (epoch ms), so a reload keeps the clock. */
export const SESSION_STARTED_KEY = 'lv-casino.sessionStartedAt';

/** A gaming message (socket-gaming), a plain notice (socketModal) or a bonus violation, as shown. */
export interface SocketNotice {
  readonly notificationType: string;
  readonly message: GamingMessage;
  /** The bonus of a BONUS_VIOLATION; null for the other kinds. */
  readonly violation: BonusViolation | null;
}

/** The limits-changed modal: the change the player decides on, and how the decision went. */
export interface LimitsDecision {
  readonly change: LimitsChange;
  readonly status: 'open' | 'sending' | 'decided';
  /** The message key of a refused confirm call; null otherwise. */
  readonly error: string | null;
  /** The pending limits after the decision; null before it or when the reload failed. */
  readonly pending: readonly LimitChange[] | null;
}

export interface PlayerProtectionDeps {
  /** Loads core's reality check (its timer's store is a browser adapter loaded on demand). */
  readonly realityCheck: () => Promise<RealityCheckUseCase>;
  readonly limitsChanged: LimitsChangedUseCase;
  /** The logged-in player's customer config (reality-check settings), loaded once per session. */
  readonly config: () => Promise<CustomerConfig | null>;
  /** Ends the session after the reality check ran out (the app's SessionStore). */
  readonly logout: (reason: 'user' | 'reality-check') => Promise<void>;
  /** The logged-in user as the app knows them now (a changed reality-check interval included). */
  readonly currentUser: () => User | null;
  readonly navigator: AppNavigator;
  readonly events: DomainEvents;
  /** Wall-clock time, epoch ms (the ClockPort's). */
  readonly now: () => number;
  /** Where the session's start survives a reload; null where storage is unavailable. */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Leaves fullscreen game play (the countdown of a reality check begins). */
  readonly leaveFullscreen: () => void;
}

const REALITY_CHECK_MODAL = 'reality-check-modal';

/**
 * The player protection of a logged-in session (account-and-session.md §4 Reality check, Limits
 * changed, §8 socket messages), one for the app: core's reality check on the wall clock (its popup is
 * the reality-check modal), the start of the session for the session clock, and the notices the
 * socket modals show. Bound by the feature's module; the app's session chunk drives it.
 */
export class PlayerProtectionStore implements SessionProtection {
  reality: RealityCheckState = { kind: 'stopped' };
  /** When the current session began, epoch ms; null while logged out. */
  sessionStartedAt: number | null = null;
  /** The interval of the running reality check, minutes; null when none runs. */
  realityIntervalMinutes: number | null = null;
  /** What the socket-gaming, socketModal and socket-bonus-violation modals show; null: nothing pushed. */
  notice: SocketNotice | null = null;
  limits: LimitsDecision | null = null;
  /** True while the reality check's acknowledgement is being sent; `acknowledgeFailed` after a refusal. */
  acknowledging = false;
  acknowledgeFailed = false;

  readonly #deps: PlayerProtectionDeps;
  #active = false;
  #user: User | null = null;
  /** Core's reality check, once loaded (and subscribed to). */
  #realityCheck: Promise<RealityCheckUseCase> | null = null;

  constructor(deps: PlayerProtectionDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { begin: false, end: false, react: false }, { deep: false });
  }

  #reality(): Promise<RealityCheckUseCase> {
    this.#realityCheck ??= this.#deps.realityCheck().then((useCase) => {
      useCase.subscribe((change) => {
        this.#onRealityCheck(change);
      });
      return useCase;
    });
    return this.#realityCheck;
  }

  begin(user: User, restored: boolean): void {
    this.#active = true;
    const now = this.#deps.now();
    const stored = restored ? Number(this.#deps.storage?.getItem(SESSION_STARTED_KEY)) : Number.NaN;
    const startedAt = Number.isFinite(stored) && stored > 0 && stored <= now ? stored : now;
    this.#deps.storage?.setItem(SESSION_STARTED_KEY, String(startedAt));
    runInAction(() => {
      this.sessionStartedAt = startedAt;
    });
    this.#user = user;
    // On load a stored timer goes on (or ends the session); a new login waits for REALITY_CHECK_START.
    void Promise.all([this.#settings(user), this.#reality()]).then(([settings, reality]) => {
      if (settings === null || !this.#active) return;
      if (restored) void reality.resume(settings);
      else reality.stop();
    });
  }

  react(outcome: ProtectionOutcome): void {
    switch (outcome.kind) {
      case 'start-reality-check': {
        // The interval may have changed since the session began (the profile's reality-check settings).
        const user = this.#user === null ? null : (this.#deps.currentUser() ?? this.#user);
        if (user === null) return;
        void Promise.all([this.#settings(user), this.#reality()]).then(([settings, reality]) => {
          if (settings !== null && this.#active) reality.start(settings);
        });
        return;
      }
      case 'open-gaming-modal':
        this.#show(
          { notificationType: outcome.notificationType, message: outcome.message, violation: null },
          outcome.next,
        );
        return;
      case 'open-bonus-violation-modal':
        this.#show(
          {
            notificationType: 'BONUS_VIOLATION',
            message: { messageKey: outcome.messageKey, values: {} },
            violation: outcome.violation,
          },
          outcome.next,
        );
        return;
      case 'show-message':
        this.#show(
          {
            notificationType: outcome.notificationType,
            message: { messageKey: outcome.messageKey, values: {} },
            violation: null,
          },
          {
            kind: 'open-modal',
            modal: 'socketModal',
            params: { notificationType: outcome.notificationType },
          },
        );
        return;
      case 'open-limits-changed-modal': {
        const open = this.limits;
        // A redelivered change that is already on screen is not asked again.
        if (open?.status !== 'decided' && open?.change.uniqueIds.join() === outcome.change.uniqueIds.join()) {
          return;
        }
        runInAction(() => {
          this.limits = { change: outcome.change, status: 'open', error: null, pending: null };
        });
        this.#deps.navigator.perform(outcome.next);
        return;
      }
    }
  }

  end(): void {
    this.#active = false;
    this.#user = null;
    void this.#realityCheck?.then((reality) => {
      reality.stop();
    });
    this.#deps.storage?.removeItem(SESSION_STARTED_KEY);
    runInAction(() => {
      this.sessionStartedAt = null;
      this.notice = null;
      this.limits = null;
    });
  }

  /** The player answered the reality check: counting restarts with the returned counter. */
  async acknowledge(): Promise<void> {
    this.acknowledging = true;
    this.acknowledgeFailed = false;
    const result = await (await this.#reality()).acknowledge();
    runInAction(() => {
      this.acknowledging = false;
      this.acknowledgeFailed = !result.ok;
    });
  }

  /** The player chose to stop from the reality check. */
  async stopPlaying(): Promise<void> {
    await this.#deps.logout('user');
  }

  /** Yes (true) or No (false) in the limits-changed modal; the modal shows the outcome, then closes. */
  async decideLimits(confirmed: boolean): Promise<void> {
    const open = this.limits;
    const customerId = this.#user?.id;
    if (open?.status !== 'open' || customerId === undefined) return;
    this.limits = { ...open, status: 'sending', error: null };
    const decided = await this.#deps.limitsChanged.decide({ confirmed, change: open.change, customerId });
    this.#deps.events.publish(decided.events);
    runInAction(() => {
      this.limits = {
        change: open.change,
        status: 'decided',
        error: decided.confirmError?.messageKey ?? null,
        pending: decided.pendingLimits,
      };
    });
    if (decided.confirmError === null) this.#deps.navigator.perform(decided.next);
  }

  /** The modal of a notice was closed: a later identical notice shows again. */
  dismissNotice(): void {
    this.notice = null;
  }

  #show(notice: SocketNotice, next: NavigationIntent): void {
    const shown = this.notice;
    const same =
      shown !== null &&
      shown.notificationType === notice.notificationType &&
      shown.message.messageKey === notice.message.messageKey &&
      JSON.stringify(shown.message.values) === JSON.stringify(notice.message.values);
    // A redelivered notice that is on screen already is not shown twice.
    if (same && new URLSearchParams(this.#deps.navigator.search).has('modal')) return;
    runInAction(() => {
      this.notice = notice;
    });
    this.#deps.navigator.perform(next);
  }

  async #settings(user: User) {
    const config = await this.#deps.config();
    if (config === null) return null;
    const settings = realityCheckSettings(user, config, 0);
    runInAction(() => {
      this.realityIntervalMinutes = settings.enabled ? settings.intervalMinutes : null;
    });
    return settings;
  }

  #onRealityCheck({ state, signal }: RealityCheckChange): void {
    const before = this.reality.kind;
    runInAction(() => {
      this.reality = state;
    });
    if (signal?.kind === 'leave-fullscreen') this.#deps.leaveFullscreen();
    const search = new URLSearchParams(this.#deps.navigator.search);
    const modalOpen = search.get('modal') === REALITY_CHECK_MODAL;
    if (state.kind === 'popup' && before !== 'popup' && !modalOpen) {
      this.#deps.navigator.openModal(REALITY_CHECK_MODAL);
    } else if (state.kind !== 'popup' && before === 'popup' && modalOpen && signal?.kind !== 'logout') {
      this.#deps.navigator.closeModal();
    }
    if (signal?.kind === 'logout') void this.#deps.logout('reality-check');
  }
}
