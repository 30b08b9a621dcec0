import type { Complaint } from '@lv-casino/core/complaint/complaint.ts';
import type { ComplaintField } from '@lv-casino/core/complaint/complaint-form.rule.ts';
import type { FileComplaintUseCase } from '@lv-casino/core/complaint/file-complaint.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';
import { FormState } from './form-state.ts';

export interface ComplaintDeps {
  readonly file: FileComplaintUseCase;
}

/** The fields in the order they show (the focus goes to the first in error). */
export const COMPLAINT_FIELDS: readonly ComplaintField[] = ['category', 'subject', 'message'];

/**
 * The complaint sub-area (account-and-session.md §7 customers/complaint/create): a category, a
 * subject and the message. Once filed, a confirmation with the reference the server gave replaces the
 * form until the player starts another; a refusal keeps everything typed. One store per showing.
 */
export class ComplaintStore {
  category = '';
  subject = '';
  message = '';
  readonly form = new FormState();
  /** The complaint just filed; null while the form shows. */
  filed: Complaint | null = null;
  readonly #showing = new Showing();
  readonly #deps: ComplaintDeps;

  constructor(deps: ComplaintDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  dispose(): void {
    this.#showing.end();
  }

  set(field: ComplaintField, value: string): void {
    this[field] = value;
    this.form.edited(field);
  }

  async file(): Promise<void> {
    if (!this.form.start()) return;
    const filed = this.#deps.file.execute({
      category: this.category,
      subject: this.subject,
      message: this.message,
    });
    await this.#showing.answer(filed, (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind === 'saved') this.filed = outcome.value;
    });
  }

  /** Back to an empty form, for another complaint. */
  startAnother(): void {
    this.filed = null;
    this.category = '';
    this.subject = '';
    this.message = '';
    this.form.feedback = 'idle';
  }
}
