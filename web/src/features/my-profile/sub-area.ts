import type { ProfileLoadOutcome } from '@lv-casino/core/profile/profile-refusal.rule.ts';
import { makeAutoObservable } from 'mobx';
import { LOADING, loadedOf, type Loaded } from '../../kernel/loaded.ts';
import { Showing } from '../../kernel/showing.ts';
import { TimedMessage, type MessageClock } from './timed-message.ts';

/**
 * What a sub-area's store loads and shows through one showing (one store per showing): its data —
 * loading, there, or why not — loaded when it shows and again on a retry, and its forms' timed
 * success message. When the showing ends, the answers still on their way are dropped (its store's
 * own requests too, asked through `showing`) and the message hides.
 */
export class SubArea<T> {
  data: Loaded<T> = LOADING;
  readonly message: TimedMessage;
  readonly showing = new Showing();
  readonly #read: () => Promise<ProfileLoadOutcome<T>>;
  readonly #loaded: (value: T) => void;

  /** `loaded` takes what each load brings, in the action that shows it. */
  constructor(clock: MessageClock, read: () => Promise<ProfileLoadOutcome<T>>, loaded?: (value: T) => void) {
    this.message = new TimedMessage(clock);
    this.#read = read;
    this.#loaded = loaded ?? (() => undefined);
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Loads the data (again, on a retry): loading meanwhile. */
  async load(): Promise<void> {
    this.data = LOADING;
    await this.showing.answer(this.#read(), (outcome) => {
      this.data = loadedOf(outcome);
      if (outcome.kind === 'loaded') this.#loaded(outcome.value);
    });
  }

  /** Data shown changed as a save answered (nothing while it is not there). */
  update(change: (value: T) => T): void {
    if (this.data.kind === 'ready') this.data = { kind: 'ready', value: change(this.data.value) };
  }

  /** The showing ends. */
  end(): void {
    this.showing.end();
    this.message.hide();
  }
}
