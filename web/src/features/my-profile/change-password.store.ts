import type {
  ChangePasswordUseCase,
  PasswordRules,
} from '@lv-casino/core/profile/change-password.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';
import { FormState } from './form-state.ts';
import { TimedMessage, type MessageClock } from './timed-message.ts';

export interface ChangePasswordDeps {
  readonly change: ChangePasswordUseCase;
  /** The logged-in player's username and the site's password format, read at each submit. */
  readonly rules: () => PasswordRules;
  readonly clock: MessageClock;
}

/** The fields of the form, in its order. */
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'rePassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** The success text of the form. */
export const PASSWORD_SAVED = 'myProfile.password.saved';

/**
 * The change-password sub-area (account-and-session.md §5 password rules, §8 codes 1 and 19): the
 * current password, the new one and its repeat, checked by core first; 1 shows by the current
 * password, 19 by the repeat. Success empties the three fields and shows a message for 3000 ms; an
 * error keeps them. The session stays open. One store per showing.
 */
export class ChangePasswordStore {
  currentPassword = '';
  newPassword = '';
  rePassword = '';
  /** Whether the passwords show as text (the player's choice). */
  revealed = false;
  readonly form = new FormState();
  readonly message: TimedMessage;
  readonly #deps: ChangePasswordDeps;
  readonly #showing = new Showing();

  constructor(deps: ChangePasswordDeps) {
    this.#deps = deps;
    this.message = new TimedMessage(deps.clock);
    makeAutoObservable(this, {}, { deep: false });
  }

  dispose(): void {
    this.#showing.end();
    this.message.hide();
  }

  set(field: PasswordField, value: string): void {
    this[field] = value;
    this.form.edited(field);
  }

  toggleRevealed(): void {
    this.revealed = !this.revealed;
  }

  async save(): Promise<void> {
    if (!this.form.start()) return;
    const changed = this.#deps.change.execute(
      { currentPassword: this.currentPassword, newPassword: this.newPassword, rePassword: this.rePassword },
      this.#deps.rules(),
    );
    await this.#showing.answer(changed, (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.currentPassword = '';
      this.newPassword = '';
      this.rePassword = '';
      this.message.show(PASSWORD_SAVED);
    });
  }
}
