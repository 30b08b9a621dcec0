import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import { INBOX_DISABLED_CODE, INBOX_MAX_PAGE_SIZE, unreadCountOf } from './inbox-thread.rule.ts';

export type UnreadInboxCountOutcome =
  | { readonly kind: 'count'; readonly count: number }
  /** The inbox is switched off for the player (4): no count to show, and nothing went wrong. */
  | { readonly kind: 'disabled' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** A bound on the pages read, so a server that keeps answering rows cannot keep the count going. */
const MAX_PAGES = 50;

/**
 * The unread-message count of the header's profile icon and of profile-options (account-and-session.md
 * §2 Header, Profile options): the messages not read yet over every thread of the player, archived
 * ones included, read in pages of 100.
 */
export class CountUnreadInboxMessagesUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  async execute(): Promise<UnreadInboxCountOutcome> {
    let count = 0;
    let start = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await this.#inbox.searchThreads({ start, length: INBOX_MAX_PAGE_SIZE });
      if (!answer.ok) {
        const error = describeFailure(answer.error, this.#errors);
        return error.code === INBOX_DISABLED_CODE ? { kind: 'disabled' } : { kind: 'failed', error };
      }
      const { threads, filteredCount } = answer.value;
      count += threads.reduce((sum, thread) => sum + unreadCountOf(thread), 0);
      start += threads.length;
      if (threads.length === 0 || start >= filteredCount) break;
    }
    return { kind: 'count', count };
  }
}
