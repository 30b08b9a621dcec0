import type { SecuritySettings } from '@lv-casino/core/profile/profile.ts';
import type { SecuritySettingsUseCase } from '@lv-casino/core/profile/security-settings.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { LOADING, loadedOf, type Loaded } from '../../kernel/loaded.ts';
import { Showing } from '../../kernel/showing.ts';
import { FormState } from './form-state.ts';
import { TimedMessage, type MessageClock } from './timed-message.ts';

export interface SecurityDeps {
  readonly settings: SecuritySettingsUseCase;
  readonly clock: MessageClock;
}

/** The success text of the form. */
export const SECURITY_SAVED = 'myProfile.security.saved';

/**
 * The security sub-area: two-factor login by SMS and login notifications, as switches saved together.
 * A failed save keeps the switches as the player set them. One store per showing.
 */
export class SecurityStore {
  loaded: Loaded<SecuritySettings> = LOADING;
  /** The switches as the player set them (null before the settings are loaded). */
  settings: SecuritySettings | null = null;
  readonly form = new FormState();
  readonly message: TimedMessage;
  readonly #deps: SecurityDeps;
  readonly #showing = new Showing();

  constructor(deps: SecurityDeps) {
    this.#deps = deps;
    this.message = new TimedMessage(deps.clock);
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.#load();
  }

  dispose(): void {
    this.#showing.end();
    this.message.hide();
  }

  retry(): void {
    void this.#load();
  }

  toggle(setting: keyof SecuritySettings): void {
    if (this.settings === null) return;
    this.settings = { ...this.settings, [setting]: !this.settings[setting] };
    if (!this.form.busy) this.form.feedback = 'idle';
  }

  async save(): Promise<void> {
    const settings = this.settings;
    if (settings === null || !this.form.start()) return;
    await this.#showing.answer(this.#deps.settings.save(settings), (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.loaded = { kind: 'ready', value: outcome.value };
      this.settings = outcome.value;
      this.message.show(SECURITY_SAVED);
    });
  }

  async #load(): Promise<void> {
    this.loaded = LOADING;
    await this.#showing.answer(this.#deps.settings.load(), (outcome) => {
      this.loaded = loadedOf(outcome);
      if (outcome.kind === 'loaded') this.settings ??= outcome.value;
    });
  }
}
