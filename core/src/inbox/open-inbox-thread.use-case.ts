import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import type { InboxThread } from './inbox.ts';
import { unreadMessagesOf, withRead } from './inbox-thread.rule.ts';

export type OpenInboxThreadOutcome =
  /**
   * The thread, its messages read (those whose mark failed stay unread, to be marked on the next
   * opening); `readCount` messages were marked read: the header's unread count drops by as many.
   */
  | { readonly kind: 'thread'; readonly thread: InboxThread; readonly readCount: number }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Opens a thread of the messages tab: loads it with all its messages and marks those not read yet
 * read ("read on open", account-and-session.md §7 Inbox: POST …/message/{id}/read per message). A
 * failed mark does not keep the thread from showing.
 */
export class OpenInboxThreadUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  async execute(threadId: number): Promise<OpenInboxThreadOutcome> {
    const loaded = await this.#inbox.getThread(threadId);
    if (!loaded.ok) return { kind: 'failed', error: describeFailure(loaded.error, this.#errors) };
    const unread = unreadMessagesOf(loaded.value);
    const marks = await Promise.all(
      unread.map(async (message) => ({
        id: message.id,
        read: (await this.#inbox.markMessageRead(message.id)).ok,
      })),
    );
    const readIds = new Set(marks.filter((mark) => mark.read).map((mark) => mark.id));
    return { kind: 'thread', thread: withRead(loaded.value, readIds), readCount: readIds.size };
  }
}
