import type { RegistrationField } from '@lv-casino/core/registration/registration-values.ts';

/**
 * Wall-clock time and timers (ms), the shape of core's ClockPort: declared here because a store holds
 * no port; the module hands the wizard the app's ClockPort (a controllable clock in tests).
 */
export interface WizardClock {
  now(): number;
  schedule(delayMs: number, callback: () => void): () => void;
}

/**
 * One pending validation per field on the wizard's clock (the debounce after typing, the delay after
 * a blur): scheduling a field again replaces its pending run.
 */
export class FieldTimers {
  readonly #clock: WizardClock;
  readonly #cancels = new Map<RegistrationField, () => void>();

  constructor(clock: WizardClock) {
    this.#clock = clock;
  }

  /** Runs `run` after `delayMs` (ms) unless `field` is scheduled again or cancelled first. */
  later(field: RegistrationField, delayMs: number, run: () => void): void {
    this.#cancels.get(field)?.();
    this.#cancels.set(
      field,
      this.#clock.schedule(delayMs, () => {
        this.#cancels.delete(field);
        run();
      }),
    );
  }

  cancel(fields: Iterable<RegistrationField>): void {
    for (const field of fields) {
      this.#cancels.get(field)?.();
      this.#cancels.delete(field);
    }
  }

  cancelAll(): void {
    this.cancel([...this.#cancels.keys()]);
  }
}
