import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  InboxMessage,
  InboxMessageDraft,
  InboxThread,
  InboxThreadQuery,
  InboxThreadTable,
  SentInboxMessage,
  SimpleMessage,
} from '../inbox/inbox.ts';
import type { InboxPort } from '../inbox/inbox.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { createApiFailure } from './failure.builder.ts';
import { createInboxThreads, createSimpleMessage } from './inbox.builder.ts';

export type InboxPortCall =
  | { readonly call: 'searchThreads'; readonly query: InboxThreadQuery }
  | { readonly call: 'archiveThreads'; readonly threadIds: readonly number[] }
  | { readonly call: 'getThread'; readonly threadId: number }
  | { readonly call: 'sendMessage'; readonly draft: InboxMessageDraft }
  | { readonly call: 'markMessageRead'; readonly messageId: number }
  | { readonly call: 'getSimpleMessage'; readonly messageId: number }
  | { readonly call: 'markSimpleMessageRead'; readonly messageId: number };

type CallName = InboxPortCall['call'];

/** When a sent message is stored (the fake's clock: 21/11/2026, 12:00:00 UTC). */
const SENT_AT = Date.UTC(2026, 10, 21, 12, 0, 0);

/**
 * An InboxPort over an in-memory mailbox, behaving as the sandbox does: threads latest first, paged
 * by start and length (recordsTotal all threads); a thread or message of another player answers 404
 * (-1); archiving, reading and sending change the mailbox (a reply makes its thread ACTIVE, a message
 * without a thread starts one named after its first line). Any call can be told to fail with
 * `failures`, a given message can fail its mark with `failingReads`; `hold()` keeps answers back
 * until `release()`. Records every call in order.
 */
export class FakeInboxPort implements InboxPort {
  threads: InboxThread[] = [...createInboxThreads()];
  simpleMessages: SimpleMessage[] = [createSimpleMessage()];
  /** The ids of the simple messages marked read. */
  readonly readSimpleMessages = new Set<number>();
  /** A call that has one fails with it (every time, until removed). */
  failures: Partial<Record<CallName, ApiFailure>> = {};
  /** Messages whose mark as read fails (-1). */
  failingReads = new Set<number>();
  readonly calls: InboxPortCall[] = [];
  #nextThreadId = 460;
  #nextMessageId = 9130;
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;

  /** Answers no call until `release()`: for what shows while a call is under way. */
  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  /** Every message not read yet over all threads. */
  get unreadCount(): number {
    return this.threads.flatMap((thread) => thread.messages).filter((message) => !message.isRead).length;
  }

  async searchThreads(query: InboxThreadQuery): Promise<Result<InboxThreadTable, ApiFailure>> {
    return this.#answer({ call: 'searchThreads', query }, () => {
      const all = [...this.threads].sort((a, b) => b.lastMessageAt - a.lastMessageAt);
      const matching = query.status === undefined ? all : all.filter((t) => t.status === query.status);
      return ok({
        threads: matching.slice(query.start, query.start + query.length),
        totalCount: all.length,
        filteredCount: matching.length,
      });
    });
  }

  async archiveThreads(threadIds: readonly number[]): Promise<Result<void, ApiFailure>> {
    return this.#answer({ call: 'archiveThreads', threadIds }, () => {
      if (!threadIds.every((id) => this.#indexOf(id) >= 0)) return fail(createApiFailure(-1));
      for (const id of threadIds) this.#update(id, (thread) => ({ ...thread, status: 'ARCHIVED' }));
      return ok(undefined);
    });
  }

  async getThread(threadId: number): Promise<Result<InboxThread, ApiFailure>> {
    return this.#answer({ call: 'getThread', threadId }, () => {
      const thread = this.threads[this.#indexOf(threadId)];
      return thread === undefined ? fail(createApiFailure(-1)) : ok(thread);
    });
  }

  async sendMessage(draft: InboxMessageDraft): Promise<Result<SentInboxMessage, ApiFailure>> {
    return this.#answer({ call: 'sendMessage', draft }, () => {
      const message: InboxMessage = {
        id: this.#nextMessageId++,
        content: draft.text,
        sender: 'CUSTOMER',
        createdAt: SENT_AT,
        isRead: true,
        attachmentFileName: draft.file?.name ?? null,
      };
      if (draft.threadId === null) {
        const thread: InboxThread = {
          id: this.#nextThreadId++,
          subject: draft.text.split('\n')[0] ?? '',
          status: 'ACTIVE',
          lastMessageAt: SENT_AT,
          messages: [message],
        };
        this.threads.push(thread);
        return ok({ threadId: thread.id, message });
      }
      if (this.#indexOf(draft.threadId) < 0) return fail(createApiFailure(-1));
      this.#update(draft.threadId, (thread) => ({
        ...thread,
        status: 'ACTIVE',
        lastMessageAt: SENT_AT,
        messages: [...thread.messages, message],
      }));
      return ok({ threadId: draft.threadId, message });
    });
  }

  async markMessageRead(messageId: number): Promise<Result<void, ApiFailure>> {
    return this.#answer({ call: 'markMessageRead', messageId }, () => {
      const thread = this.threads.find((t) => t.messages.some((m) => m.id === messageId));
      if (thread === undefined || this.failingReads.has(messageId)) return fail(createApiFailure(-1));
      this.#update(thread.id, (t) => ({
        ...t,
        messages: t.messages.map((m) => (m.id === messageId ? { ...m, isRead: true } : m)),
      }));
      return ok(undefined);
    });
  }

  async getSimpleMessage(messageId: number): Promise<Result<SimpleMessage, ApiFailure>> {
    return this.#answer({ call: 'getSimpleMessage', messageId }, () => {
      const message = this.simpleMessages.find((m) => m.id === messageId);
      return message === undefined ? fail(createApiFailure(-1)) : ok(message);
    });
  }

  async markSimpleMessageRead(messageId: number): Promise<Result<void, ApiFailure>> {
    return this.#answer({ call: 'markSimpleMessageRead', messageId }, () => {
      if (!this.simpleMessages.some((m) => m.id === messageId)) return fail(createApiFailure(-1));
      this.readSimpleMessages.add(messageId);
      return ok(undefined);
    });
  }

  async #answer<T>(call: InboxPortCall, answer: () => Result<T, ApiFailure>): Promise<Result<T, ApiFailure>> {
    this.calls.push(call);
    await this.#held;
    const failure = this.failures[call.call];
    return failure === undefined ? answer() : fail(failure);
  }

  #indexOf(threadId: number): number {
    return this.threads.findIndex((thread) => thread.id === threadId);
  }

  #update(threadId: number, change: (thread: InboxThread) => InboxThread): void {
    this.threads = this.threads.map((thread) => (thread.id === threadId ? change(thread) : thread));
  }
}
