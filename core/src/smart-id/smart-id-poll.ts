import type { ApiFailure } from '../errors/api-failure.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { SmartIdPort } from '../smart-id/smart-id.port.ts';
import type { SessionTokens } from '../session/user.ts';

/** Timings of the Smart-ID confirmation, in ms. */
export interface SmartIdTimings {
  /** From showing the code to the first authenticate call and the cancel button (spec §9: 2000). */
  readonly pollStartMs: number;
  /** Between an answer "still pending" and the next authenticate call. Default 2000. */
  readonly pollIntervalMs: number;
  /**
   * From showing the code to giving up with the general error. Default 120000: longer than a
   * Smart-ID confirmation window, so the server's own refusal normally comes first.
   */
  readonly timeoutMs: number;
}

export const SMART_ID_TIMINGS: SmartIdTimings = {
  pollStartMs: 2_000,
  pollIntervalMs: 2_000,
  timeoutMs: 120_000,
};

export interface SmartIdPollListener {
  readonly onCancellable: () => void;
  readonly onAuthenticated: (tokens: SessionTokens) => void;
  readonly onFailure: (failure: ApiFailure) => void;
  readonly onTimeout: () => void;
}

/**
 * Polls authenticate on the clock: first after `pollStartMs`, then `pollIntervalMs` after each
 * pending answer (never two calls in flight), until an answer that is not pending, the timeout, or
 * stop(). After stop() no listener is called, even for an answer already on its way.
 */
export class SmartIdPoll {
  readonly #port: SmartIdPort;
  readonly #clock: ClockPort;
  readonly #timings: SmartIdTimings;
  readonly #personalNumber: string;
  readonly #listener: SmartIdPollListener;
  readonly #cancels: (() => void)[] = [];
  #stopped = false;

  constructor(
    port: SmartIdPort,
    clock: ClockPort,
    timings: Partial<SmartIdTimings>,
    personalNumber: string,
    listener: SmartIdPollListener,
  ) {
    this.#port = port;
    this.#clock = clock;
    this.#timings = { ...SMART_ID_TIMINGS, ...timings };
    this.#personalNumber = personalNumber;
    this.#listener = listener;
    this.#after(this.#timings.pollStartMs, () => {
      listener.onCancellable();
      void this.#ask();
    });
    this.#after(this.#timings.timeoutMs, () => {
      this.stop();
      listener.onTimeout();
    });
  }

  stop(): void {
    this.#stopped = true;
    for (const cancel of this.#cancels.splice(0)) cancel();
  }

  #after(delayMs: number, callback: () => void): void {
    this.#cancels.push(this.#clock.schedule(delayMs, callback));
  }

  /** Only called from scheduled callbacks, which stop() cancels. */
  async #ask(): Promise<void> {
    const answer = await this.#port.authenticate(this.#personalNumber);
    if (this.#stopped) return;
    if (!answer.ok) {
      this.stop();
      this.#listener.onFailure(answer.error);
    } else if (answer.value.status === 'pending') {
      this.#after(this.#timings.pollIntervalMs, () => void this.#ask());
    } else {
      this.stop();
      this.#listener.onAuthenticated(answer.value.tokens);
    }
  }
}
