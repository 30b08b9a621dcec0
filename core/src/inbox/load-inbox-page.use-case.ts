import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { pageCountOf } from '../history/history-paging.rule.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import type { InboxThread } from './inbox.ts';
import { INBOX_PAGE_SIZE, unreadCountOf } from './inbox-thread.rule.ts';

/** A thread as the table lists it, with how many of its messages are not read yet. */
export interface InboxThreadRow {
  readonly thread: InboxThread;
  readonly unreadCount: number;
}

/** A page of the messages tab's table. */
export interface InboxPage {
  /** Latest message first; empty when the player has no thread. */
  readonly rows: readonly InboxThreadRow[];
  /** recordsTotal: every thread of the player, archived ones included. */
  readonly totalCount: number;
  /** Zero-based. */
  readonly pageIndex: number;
  /** At least 1 (no thread is one empty page). */
  readonly pageCount: number;
}

export type InboxPageOutcome =
  | { readonly kind: 'page'; readonly page: InboxPage }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * A page of the player's threads for the messages tab (account-and-session.md §7 Inbox: paged by
 * recordsTotal), 10 a page, every state (an archived thread shows as such), each with its unread
 * count. A page past the last (threads gone since) answers the last page instead.
 */
export class LoadInboxPageUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  /** @param pageIndex zero-based; a negative or fractional index is a bug and throws a RangeError. */
  async execute(pageIndex: number): Promise<InboxPageOutcome> {
    if (!Number.isSafeInteger(pageIndex) || pageIndex < 0) {
      throw new RangeError(`Expected a page index ≥ 0, got ${String(pageIndex)}`);
    }
    const first = await this.#load(pageIndex);
    if (first.kind === 'failed' || first.page.rows.length > 0 || pageIndex < first.page.pageCount) {
      return first;
    }
    return this.#load(first.page.pageCount - 1);
  }

  async #load(pageIndex: number): Promise<InboxPageOutcome> {
    const answer = await this.#inbox.searchThreads({
      start: pageIndex * INBOX_PAGE_SIZE,
      length: INBOX_PAGE_SIZE,
    });
    if (!answer.ok) return { kind: 'failed', error: describeFailure(answer.error, this.#errors) };
    const { threads, totalCount } = answer.value;
    return {
      kind: 'page',
      page: {
        rows: threads.map((thread) => ({ thread, unreadCount: unreadCountOf(thread) })),
        totalCount,
        pageIndex,
        pageCount: pageCountOf(totalCount, INBOX_PAGE_SIZE),
      },
    };
  }
}
