import type { ApiFailure } from '../errors/api-failure.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { RealityCheckPort } from '../reality-check/reality-check.port.ts';
import type { RealityTimerStorePort } from '../reality-check/reality-timer-store.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { formatCountdown, realityIntervalMs } from './countdown-format.rule.ts';
import type {
  RealityCheckListener,
  RealityCheckSettings,
  RealityCheckSignal,
  RealityCheckState,
} from './reality-check-state.ts';

/** How often play time is compared with the wall clock, ms: a woken tab notices a due check within it. */
export const REALITY_CHECK_POLL_MS = 1000;
const STOPPED: RealityCheckState = { kind: 'stopped' };
const LOGOUT: RealityCheckSignal = { kind: 'logout', isDueRealityCheck: true, isSystem: true };

/** A running check: its interval in ms and what happens at the end of a countdown. */
interface Run {
  readonly intervalMs: number;
  readonly secondsToTakeAction: number;
  readonly logoutOnTimeout: boolean;
}

/** The run of the settings, or null when they allow no reality check (disabled, no interval). */
const runOf = (settings: RealityCheckSettings): Run | null => {
  const minutes = settings.intervalMinutes;
  if (!settings.enabled || minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  return {
    intervalMs: realityIntervalMs(minutes),
    secondsToTakeAction: Math.max(0, Math.floor(settings.secondsToTakeAction)),
    logoutOnTimeout: settings.logoutOnTimeout,
  };
};

/**
 * The reality check (account-and-session.md §4 Reality check) as a state machine on the clock. Play
 * time is wall-clock time since the start, so a sleeping tab cannot skip a check: every timer callback
 * compares `clock.now()` with the due time instead of counting ticks. The state survives a reload in
 * the timer store. Subscribers see every state change with its signal.
 */
export class RealityCheckUseCase {
  readonly #clock: ClockPort;
  readonly #port: RealityCheckPort;
  readonly #store: RealityTimerStorePort;
  readonly #listeners = new Set<RealityCheckListener>();
  #state: RealityCheckState = STOPPED;
  #cancel: (() => void) | null = null;
  /** The running check; null while stopped. */
  #run: Run | null = null;
  /** Bumped on every transition, so an answer that arrives late does not act on a newer state. */
  #generation = 0;

  constructor(clock: ClockPort, port: RealityCheckPort, store: RealityTimerStorePort) {
    this.#clock = clock;
    this.#port = port;
    this.#store = store;
  }

  get state(): RealityCheckState {
    return this.#state;
  }

  /** Calls `listener` on every change from now on; returns a function that unsubscribes it. */
  subscribe(listener: RealityCheckListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** REALITY_CHECK_START: play time counts from now. Disabled or without an interval: stopped. */
  start(settings: RealityCheckSettings): RealityCheckState {
    const run = runOf(settings);
    if (run === null) return this.#halt(null);
    return this.#count(run, this.#clock.now(), settings.acknowledgeCounter ?? 0);
  }

  /**
   * On load: a stored timer that has not exceeded the interval goes on counting from its start. An
   * exceeded one logs out when logout on timeout is enabled; otherwise, if a popup countdown was
   * running (secondsToTakeAction stored), the close is marked through the API and counting restarts
   * from now. Anything else stays stopped.
   */
  async resume(settings: RealityCheckSettings): Promise<RealityCheckState> {
    const stored = this.#store.read();
    const run = runOf(settings);
    if (stored === null || run === null) return this.#halt(null);
    if (this.#clock.now() - stored.startedAt <= run.intervalMs) {
      return this.#count(run, stored.startedAt, stored.acknowledgeCounter);
    }
    if (settings.logoutOnTimeout) return this.#halt(LOGOUT);
    if (stored.secondsToTakeAction === null) return this.#halt(null);

    const generation = this.#enter();
    await this.#port.markClosed();
    if (generation !== this.#generation) return this.#state;
    return this.#count(run, this.#clock.now(), stored.acknowledgeCounter);
  }

  /**
   * The player acknowledged the popup: the call's acknowledgeCounter restarts the count from now. A
   * failed call leaves the popup open; an answer after the popup ended changes nothing.
   */
  async acknowledge(): Promise<Result<RealityCheckState, ApiFailure>> {
    const run = this.#run;
    if (this.#state.kind !== 'popup' || run === null) return ok(this.#state);
    const generation = this.#generation;
    const answer = await this.#port.acknowledge();
    if (!answer.ok) return answer;
    if (generation !== this.#generation) return ok(this.#state);
    return ok(this.#count(run, this.#clock.now(), answer.value.acknowledgeCounter));
  }

  /** Logout: no more checks, the stored timer is forgotten. */
  stop(): void {
    this.#halt(null);
  }

  #count(run: Run, startedAt: number, acknowledgeCounter: number): RealityCheckState {
    this.#enter();
    this.#run = run;
    const dueAt = startedAt + run.intervalMs;
    this.#store.write({ startedAt, acknowledgeCounter, secondsToTakeAction: null });
    this.#emit({ kind: 'counting', startedAt, dueAt, acknowledgeCounter }, null);
    this.#watch(run, dueAt, startedAt, acknowledgeCounter);
    return this.#state;
  }

  #watch(run: Run, dueAt: number, startedAt: number, acknowledgeCounter: number): void {
    const left = dueAt - this.#clock.now();
    if (left <= 0) {
      this.#openPopup(run, startedAt, acknowledgeCounter);
      return;
    }
    this.#cancel = this.#clock.schedule(Math.min(left, REALITY_CHECK_POLL_MS), () => {
      this.#watch(run, dueAt, startedAt, acknowledgeCounter);
    });
  }

  #openPopup(run: Run, startedAt: number, acknowledgeCounter: number): void {
    const seconds = run.secondsToTakeAction;
    const endsAt = this.#clock.now() + seconds * 1000;
    this.#store.write({ startedAt, acknowledgeCounter, secondsToTakeAction: seconds });
    void this.#port.popupShown();
    this.#tick(run, endsAt, acknowledgeCounter, { kind: 'leave-fullscreen' });
  }

  #tick(run: Run, endsAt: number, acknowledgeCounter: number, signal: RealityCheckSignal | null): void {
    const msLeft = endsAt - this.#clock.now();
    const secondsLeft = Math.max(0, Math.ceil(msLeft / 1000));
    if (secondsLeft === 0) {
      this.#timeout(run, acknowledgeCounter);
      return;
    }
    const countdown = formatCountdown(secondsLeft);
    this.#emit({ kind: 'popup', secondsLeft, countdown, endsAt, acknowledgeCounter }, signal);
    // Wake when the shown second changes, i.e. when the seconds left drop by one.
    this.#cancel = this.#clock.schedule(msLeft - (secondsLeft - 1) * 1000, () => {
      this.#tick(run, endsAt, acknowledgeCounter, null);
    });
  }

  #timeout(run: Run, acknowledgeCounter: number): void {
    if (run.logoutOnTimeout) {
      this.#halt(LOGOUT);
      return;
    }
    void this.#port.markClosed();
    this.#count(run, this.#clock.now(), acknowledgeCounter);
  }

  #halt(signal: RealityCheckSignal | null): RealityCheckState {
    this.#enter();
    this.#run = null;
    this.#store.clear();
    this.#emit(STOPPED, signal);
    return this.#state;
  }

  /** Cancels the pending timer and starts a new generation. */
  #enter(): number {
    this.#cancel?.();
    this.#cancel = null;
    this.#generation += 1;
    return this.#generation;
  }

  #emit(state: RealityCheckState, signal: RealityCheckSignal | null): void {
    this.#state = state;
    for (const listener of this.#listeners) listener({ state, signal });
  }
}
