import type { InboxFile, SentInboxMessage } from '@lv-casino/core/inbox/inbox.ts';
import {
  checkInboxAttachment,
  characterCount,
  type InboxMessageErrors,
  type InboxMessageField,
} from '@lv-casino/core/inbox/inbox-message.rule.ts';
import type { SendInboxMessageUseCase } from '@lv-casino/core/inbox/send-inbox-message.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface MessageFormDeps {
  readonly send: SendInboxMessageUseCase;
  /** A message went: the tab shows it (in its thread, or the new thread). */
  readonly onSent: (sent: SentInboxMessage) => void;
}

const FIELDS: readonly InboxMessageField[] = ['text', 'file'];

/**
 * The message form of the messages tab, for a reply or a new message (account-and-session.md §7
 * Inbox: multipart message and multipartFile): the text and an optional attachment, checked by core
 * (an attachment as soon as it is chosen). A refusal says why, by the file (72) or for the form, and
 * keeps the text and the file; a sent message empties the form.
 */
export class MessageFormStore {
  text = '';
  file: InboxFile | null = null;
  /** The message id of every field in error. */
  errors: InboxMessageErrors = {};
  /** The catalogue text of a refusal of the whole form (anything but 72), or null. */
  refusal: string | null = null;
  /** Whether the server refused the last message (by the file or for the form): the form says so. */
  refused = false;
  sending = false;
  /** Bumped after each sent message, so the view can say so (and move the focus). */
  sentCount = 0;
  /** Bumped to empty the file input (a file input cannot be set, only replaced). */
  fileInputKey = 0;

  readonly #deps: MessageFormDeps;
  /** Ended by reset and dispose: an answer that arrives after that is dropped. */
  readonly #showing = new Showing();

  constructor(deps: MessageFormDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** Characters typed, as the server counts them. */
  get length(): number {
    return characterCount(this.text.trim());
  }

  /** The first field in error, in the form's order (where the focus goes after a failed send). */
  get firstError(): InboxMessageField | null {
    return FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  setText(text: string): void {
    this.text = text;
    this.#edited('text');
  }

  /** A chosen file is checked at once: a wrong type or size shows before anything is sent. */
  chooseFile(file: InboxFile | null): void {
    this.file = file;
    this.#edited('file');
    const error = checkInboxAttachment(file);
    if (error !== null) this.errors = { ...this.errors, file: error };
  }

  /** The chosen file goes (the view empties its input). */
  removeFile(): void {
    this.chooseFile(null);
  }

  /** Empties the form (another thread, or a new message). */
  reset(): void {
    this.#showing.end();
    this.text = '';
    this.file = null;
    this.errors = {};
    this.refusal = null;
    this.refused = false;
    this.sending = false;
    this.fileInputKey += 1;
  }

  dispose(): void {
    this.#showing.end();
    this.sending = false;
  }

  /** Checks and sends the message; a second send while one is under way is ignored. */
  async submit(threadId: number | null): Promise<void> {
    if (this.sending) return;
    this.refusal = null;
    this.refused = false;
    this.sending = true;
    const outcome = await this.#showing.answer(
      this.#deps.send.execute({ text: this.text, file: this.file, threadId }),
      (answer) => {
        this.sending = false;
        switch (answer.kind) {
          case 'sent':
            this.text = '';
            this.file = null;
            this.errors = {};
            this.fileInputKey += 1;
            this.sentCount += 1;
            break;
          case 'invalid':
            this.errors = answer.errors;
            break;
          case 'refused':
            this.refused = true;
            if (answer.refusal.target === 'file') this.errors = { file: answer.refusal.error.messageKey };
            else this.refusal = answer.refusal.error.messageKey;
        }
      },
    );
    if (outcome?.kind === 'sent') this.#deps.onSent(outcome.sent);
  }

  /** An edit clears its field's error and a refusal shown. */
  #edited(field: InboxMessageField): void {
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...others } = this.errors;
      this.errors = others;
    }
    this.refusal = null;
    this.refused = false;
  }
}
