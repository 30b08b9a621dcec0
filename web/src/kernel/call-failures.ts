import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { FailedCall } from '@lv-casino/core/errors/server-error.rule.ts';

/** A call that failed on the way: an HTTP 500, or no response at all (network, aborted, timeout). */
export interface CallFailure {
  readonly failure: ApiFailure;
  readonly call: FailedCall;
}

/**
 * Failed calls as the platform's HTTP transport sees them, for the app's feedback (error modal,
 * toasts), and the calls that got a response, for the connection notice. Every listener hears every one.
 */
export class CallFailures {
  readonly #listeners = new Set<(failure: CallFailure) => void>();
  readonly #reached = new Set<() => void>();

  /** @returns a function that stops listening. */
  listen(listener: (failure: CallFailure) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  report(failure: CallFailure): void {
    for (const listener of this.#listeners) listener(failure);
  }

  /** Hears every call that got a response, whatever its status: the server is reachable. */
  listenReached(listener: () => void): () => void {
    this.#reached.add(listener);
    return () => {
      this.#reached.delete(listener);
    };
  }

  reportReached(): void {
    for (const listener of this.#reached) listener();
  }
}
