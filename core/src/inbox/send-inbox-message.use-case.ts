import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import type { SentInboxMessage } from './inbox.ts';
import { checkInboxMessage, type InboxMessageErrors, type InboxMessageForm } from './inbox-message.rule.ts';
import { INBOX_FILE_FORMAT_CODE } from './inbox-thread.rule.ts';

/** A refused message: 72 (file format) shows by the file; anything else for the whole form. */
export interface InboxMessageRefusal {
  readonly target: 'file' | 'form';
  readonly error: ErrorDescriptor;
}

export type SendInboxMessageOutcome =
  | { readonly kind: 'sent'; readonly sent: SentInboxMessage }
  /** The form is not a message yet; nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: InboxMessageErrors }
  /** The server refused it: the form keeps its text and file, and says why. */
  | { readonly kind: 'refused'; readonly refusal: InboxMessageRefusal };

/**
 * A reply in a thread, or a new message that starts one (account-and-session.md §7 Inbox: multipart
 * message and multipartFile): the text (1-4000 characters) and the optional attachment (JPEG, PNG or
 * PDF, at most 10 MB) are checked first, then sent.
 */
export class SendInboxMessageUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  async execute(form: InboxMessageForm): Promise<SendInboxMessageOutcome> {
    const checked = checkInboxMessage(form);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const sent = await this.#inbox.sendMessage(checked.value);
    if (sent.ok) return { kind: 'sent', sent: sent.value };
    const error = describeFailure(sent.error, this.#errors);
    return {
      kind: 'refused',
      refusal: { target: error.code === INBOX_FILE_FORMAT_CODE ? 'file' : 'form', error },
    };
  }
}
