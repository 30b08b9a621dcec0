import type { NegotiatedHeartBeat } from './stomp-negotiation.ts';

/**
 * The heart-beat timers of one connection: an EOL every `sendEveryMs`, and `onSilence` once the client
 * has been silent for more than twice `expectEveryMs` (any received byte counts as a sign of life).
 */
export class StompHeartBeats {
  readonly #sendEol: () => void;
  readonly #onSilence: () => void;
  readonly #timers: NodeJS.Timeout[] = [];
  #lastHeardAt = Date.now();

  constructor(sendEol: () => void, onSilence: () => void) {
    this.#sendEol = sendEol;
    this.#onSilence = onSilence;
  }

  start({ sendEveryMs, expectEveryMs }: NegotiatedHeartBeat): void {
    if (sendEveryMs > 0) {
      this.#timers.push(
        setInterval(() => {
          this.#sendEol();
        }, sendEveryMs),
      );
    }
    if (expectEveryMs > 0) {
      const check = (): void => {
        if (Date.now() - this.#lastHeardAt > 2 * expectEveryMs) this.#onSilence();
      };
      this.#timers.push(setInterval(check, Math.max(10, Math.floor(expectEveryMs / 2))));
    }
  }

  /** Records that the client sent something. */
  heard(): void {
    this.#lastHeardAt = Date.now();
  }

  stop(): void {
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
  }
}
