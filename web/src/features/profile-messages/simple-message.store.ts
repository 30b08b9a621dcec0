import type { SimpleMessage } from '@lv-casino/core/inbox/inbox.ts';
import type { LoadSimpleMessageUseCase } from '@lv-casino/core/inbox/load-simple-message.use-case.ts';
import type { MarkSimpleMessageReadUseCase } from '@lv-casino/core/inbox/mark-simple-message-read.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface SimpleMessageDeps {
  readonly load: LoadSimpleMessageUseCase;
  readonly markRead: MarkSimpleMessageReadUseCase;
}

/**
 * The simple-message popup (account-and-session.md §2 Other account modals: closing a simple message
 * marks it read): the message loaded by its id, a failed load said, and on close the mark as read
 * (once, and only for a message that was shown).
 */
export class SimpleMessageStore {
  message: SimpleMessage | null = null;
  loading = false;
  /** The catalogue text of a failed load, or null. */
  failure: string | null = null;

  readonly #deps: SimpleMessageDeps;
  #run = 0;
  #marked = new Set<number>();

  constructor(deps: SimpleMessageDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  async load(messageId: number): Promise<void> {
    const run = ++this.#run;
    this.loading = true;
    this.failure = null;
    this.message = null;
    const outcome = await this.#deps.load.execute(messageId);
    if (run !== this.#run) return;
    runInAction(() => {
      this.loading = false;
      if (outcome.kind === 'message') this.message = outcome.message;
      else this.failure = outcome.error.messageKey;
    });
  }

  /** The player closed the popup: a message shown is marked read (a failed mark is not retried). */
  async close(): Promise<void> {
    const message = this.message;
    if (message === null || this.#marked.has(message.id)) return;
    this.#marked.add(message.id);
    await this.#deps.markRead.execute(message.id);
  }

  dispose(): void {
    this.#run += 1;
    this.loading = false;
  }
}
