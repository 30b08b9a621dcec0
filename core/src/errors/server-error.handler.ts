import type { ClockPort } from '../shared/clock.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { ApiFailure } from './api-failure.ts';
import { serverErrorReaction, type FailedCall } from './server-error.rule.ts';

/**
 * Reacts to failed calls as serverErrorReaction says: returns whether to show the toast now, and
 * 0.5 s later performs the close-modal and open errorModal intents. Several HTTP 500s within the
 * delay open the error modal once.
 */
export class ServerErrorHandler {
  readonly #clock: ClockPort;
  readonly #perform: (intent: NavigationIntent) => void;
  #pending = false;

  /** @param perform carries an intent out (the web layer's navigator). */
  constructor(clock: ClockPort, perform: (intent: NavigationIntent) => void) {
    this.#clock = clock;
    this.#perform = perform;
  }

  /** @returns whether the error toast shows for this failure. */
  handle(failure: ApiFailure, call: FailedCall): { readonly toast: boolean } {
    const reaction = serverErrorReaction(failure, call);
    if (reaction.kind === 'none') return { toast: false };
    if (!this.#pending) {
      this.#pending = true;
      this.#clock.schedule(reaction.delayMs, () => {
        this.#pending = false;
        for (const intent of reaction.intents) this.#perform(intent);
      });
    }
    return { toast: reaction.toast };
  }
}
