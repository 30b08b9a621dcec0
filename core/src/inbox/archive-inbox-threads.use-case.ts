import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';

export type ArchiveInboxThreadsOutcome =
  | { readonly kind: 'archived'; readonly threadIds: readonly number[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Archives threads of the messages tab (account-and-session.md §7 Inbox: POST …/thread/archive). An
 * archived thread keeps its messages; answering it makes it active again.
 */
export class ArchiveInboxThreadsUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  /** @param threadIds at least one (the contract's minItems); none is a bug and throws a RangeError. */
  async execute(threadIds: readonly number[]): Promise<ArchiveInboxThreadsOutcome> {
    if (threadIds.length === 0) throw new RangeError('Expected at least one thread to archive');
    const archived = await this.#inbox.archiveThreads(threadIds);
    return archived.ok
      ? { kind: 'archived', threadIds }
      : { kind: 'failed', error: describeFailure(archived.error, this.#errors) };
  }
}
