import type { ClockPort } from '../shared/clock.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { ApiFailure } from './api-failure.ts';
import { serverErrorReaction, type FailedCall } from './server-error.rule.ts';

/**
 * Reacts to failed calls as serverErrorReaction says: returns whether to show the toast now, and
 * 0.5 s later performs the close-modal and open errorModal intents as one navigation (two would race:
 * closing a modal opened in the app goes back in the history, which ends after the error modal has
 * opened). Several HTTP 500s within the delay open the error modal once.
 */
export class ServerErrorHandler {
  readonly #clock: ClockPort;
  readonly #perform: (intents: readonly NavigationIntent[]) => void;
  #pending = false;

  /** @param perform carries intents out as one navigation (the web layer's navigator). */
  constructor(clock: ClockPort, perform: (intents: readonly NavigationIntent[]) => void) {
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
        this.#perform(reaction.intents);
      });
    }
    return { toast: reaction.toast };
  }
}
