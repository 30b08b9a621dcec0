import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';

export type MarkSimpleMessageReadOutcome =
  { readonly kind: 'read' } | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Closing a simple message marks it read (account-and-session.md §2 Other account modals; §7 POST
 * customers/simpleMessages/markAsRead). A failure is told, not retried: the popup closes either way.
 */
export class MarkSimpleMessageReadUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  async execute(messageId: number): Promise<MarkSimpleMessageReadOutcome> {
    const marked = await this.#inbox.markSimpleMessageRead(messageId);
    return marked.ok
      ? { kind: 'read' }
      : { kind: 'failed', error: describeFailure(marked.error, this.#errors) };
  }
}
