import type { ProfileSaveOutcome } from '@lv-casino/core/profile/profile-refusal.rule.ts';
import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import { makeAutoObservable } from 'mobx';

/** The submit button's feedback: busy during the request, then how the last submit went. */
export type SubmitFeedback = 'idle' | 'busy' | 'succeeded' | 'failed';

/**
 * What a form of the tab shows besides its values: each field's error (a message id), the error of
 * the whole form, and the submit button's feedback. The values themselves live in the form's store
 * and are never cleared by an error: what the player typed stays.
 */
export class FormState {
  errors: FormErrors = {};
  /** Message id of an error for the whole form (a catalogue text), or null. */
  formError: string | null = null;
  feedback: SubmitFeedback = 'idle';

  constructor() {
    makeAutoObservable(this, {}, { deep: false });
  }

  get busy(): boolean {
    return this.feedback === 'busy';
  }

  /** Marks the form busy; false when it already is (a second submit is ignored). */
  start(): boolean {
    if (this.busy) return false;
    this.feedback = 'busy';
    this.formError = null;
    return true;
  }

  /** Shows how a save went: the errors of an invalid form or a refusal, or none after success. */
  finish(outcome: ProfileSaveOutcome<unknown>): void {
    switch (outcome.kind) {
      case 'saved':
        this.feedback = 'succeeded';
        this.errors = {};
        break;
      case 'invalid':
        this.feedback = 'failed';
        this.errors = outcome.errors;
        break;
      case 'refused':
        this.feedback = 'failed';
        this.errors = outcome.refusal.errors;
        this.formError = outcome.refusal.formError?.messageKey ?? null;
    }
  }

  /** Shows an error by a field (a uniqueness check's answer). */
  setError(field: string, messageKey: string): void {
    this.errors = { ...this.errors, [field]: messageKey };
  }

  /** An edit clears its field's error and the button's last feedback. */
  edited(field: string): void {
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...others } = this.errors;
      this.errors = others;
    }
    if (!this.busy) this.feedback = 'idle';
  }

  /** The first field of `order` in error (where the focus goes after a failed submit). */
  firstError<Field extends string>(order: readonly Field[]): Field | null {
    return order.find((field) => this.errors[field] !== undefined) ?? null;
  }
}
