import { PROFILE_MESSAGE_HIDE_MS } from '@lv-casino/core/profile/personal-data.rule.ts';
import { makeAutoObservable } from 'mobx';

/**
 * Timers (ms), the shape of core's ClockPort: declared here because a store holds no port; the module
 * hands the store the app's ClockPort (a controllable clock in tests).
 */
export interface MessageClock {
  schedule(delayMs: number, callback: () => void): () => void;
}

/**
 * A form's success message (account-and-session.md §9: the profile message banner hides after
 * 3000 ms). A new message replaces the one showing and starts its own 3000 ms.
 */
export class TimedMessage {
  /** Message id of the text showing, or null. */
  messageKey: string | null = null;
  readonly #clock: MessageClock;
  #cancel: (() => void) | null = null;

  constructor(clock: MessageClock) {
    this.#clock = clock;
    makeAutoObservable(this, {}, { deep: false });
  }

  show(messageKey: string): void {
    this.#cancel?.();
    this.messageKey = messageKey;
    this.#cancel = this.#clock.schedule(PROFILE_MESSAGE_HIDE_MS, () => {
      this.hide();
    });
  }

  hide(): void {
    this.#cancel?.();
    this.#cancel = null;
    this.messageKey = null;
  }
}
