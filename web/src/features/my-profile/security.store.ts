import type { SecuritySettings } from '@lv-casino/core/profile/profile.ts';
import type { SecuritySettingsUseCase } from '@lv-casino/core/profile/security-settings.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { FormState } from './form-state.ts';
import { SubArea } from './sub-area.ts';
import type { MessageClock } from './timed-message.ts';

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
  /** The switches as the player set them (null before the settings are loaded). */
  settings: SecuritySettings | null = null;
  readonly form = new FormState();
  /** The settings as saved. */
  readonly area: SubArea<SecuritySettings>;
  readonly #deps: SecurityDeps;

  constructor(deps: SecurityDeps) {
    this.#deps = deps;
    this.area = new SubArea(
      deps.clock,
      () => deps.settings.load(),
      (settings) => {
        this.settings ??= settings;
      },
    );
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.area.load();
  }

  dispose(): void {
    this.area.end();
  }

  toggle(setting: keyof SecuritySettings): void {
    if (this.settings === null) return;
    this.settings = { ...this.settings, [setting]: !this.settings[setting] };
    if (!this.form.busy) this.form.feedback = 'idle';
  }

  async save(): Promise<void> {
    const settings = this.settings;
    if (settings === null || !this.form.start()) return;
    await this.area.showing.answer(this.#deps.settings.save(settings), (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.area.update(() => outcome.value);
      this.settings = outcome.value;
      this.area.message.show(SECURITY_SAVED);
    });
  }
}
