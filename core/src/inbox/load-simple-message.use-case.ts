import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import type { SimpleMessage } from './inbox.ts';

export type LoadSimpleMessageOutcome =
  | { readonly kind: 'message'; readonly message: SimpleMessage }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** The simple message a popup shows (account-and-session.md §2 Other account modals, §7 GET simpleMessage/{id}). */
export class LoadSimpleMessageUseCase {
  readonly #inbox: InboxPort;
  readonly #errors: ErrorCatalogue;

  constructor(inbox: InboxPort, errors: ErrorCatalogue) {
    this.#inbox = inbox;
    this.#errors = errors;
  }

  async execute(messageId: number): Promise<LoadSimpleMessageOutcome> {
    const loaded = await this.#inbox.getSimpleMessage(messageId);
    return loaded.ok
      ? { kind: 'message', message: loaded.value }
      : { kind: 'failed', error: describeFailure(loaded.error, this.#errors) };
  }
}
