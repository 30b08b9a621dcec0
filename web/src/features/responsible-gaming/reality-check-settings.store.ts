import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import {
  realityCheckChoices,
  type RealityCheckIntervalUseCase,
} from '@lv-casino/core/reality-check/reality-check-interval.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface RealityCheckSettingsDeps {
  readonly interval: RealityCheckIntervalUseCase;
  /** The interval the server has now (the limits tab's settings); null when none is set or not loaded. */
  readonly current: () => number | null;
  /** The new interval is stored: the app's user takes it and the reality check restarts with it. */
  readonly applied: (minutes: number) => void;
}

export type IntervalFeedback =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly minutes: number }
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/**
 * The reality-check settings of the limits tab (account-and-session.md §7 Reality check: POST
 * customers/realitycheck/update?interval=): the interval now and a choice of the usual ones. One
 * store per showing of the tab.
 */
export class RealityCheckSettingsStore {
  /** The interval chosen in the form; null until the player picks one (the current one shows). */
  chosen: number | null = null;
  feedback: IntervalFeedback = { kind: 'idle' };
  /** The interval stored by this form, which the settings reload may not show yet. */
  #stored: number | null = null;
  readonly #deps: RealityCheckSettingsDeps;
  readonly #showing = new Showing();

  constructor(deps: RealityCheckSettingsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  dispose(): void {
    this.#showing.end();
  }

  get current(): number | null {
    return this.#stored ?? this.#deps.current();
  }

  get choices(): readonly number[] {
    return realityCheckChoices(this.current);
  }

  /** What the select shows: the player's choice, else the interval now, else the usual hour. */
  get selected(): number {
    return this.chosen ?? this.current ?? 60;
  }

  choose(minutes: number): void {
    this.chosen = minutes;
    if (this.feedback.kind !== 'saving') this.feedback = { kind: 'idle' };
  }

  async save(): Promise<void> {
    if (this.feedback.kind === 'saving') return;
    const minutes = this.selected;
    this.feedback = { kind: 'saving' };
    const outcome = await this.#showing.answer(this.#deps.interval.update(minutes), (answer) => {
      if (answer.kind === 'saved') {
        this.#stored = minutes;
        this.chosen = null;
        this.feedback = { kind: 'saved', minutes };
      } else if (answer.kind === 'refused') {
        this.feedback = { kind: 'refused', error: answer.error };
      } else {
        this.feedback = { kind: 'idle' };
      }
    });
    if (outcome?.kind === 'saved') this.#deps.applied(minutes);
  }
}
