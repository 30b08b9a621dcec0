import {
  SandboxError,
  ok,
  requireCustomer,
  type OperationContext,
  type OperationHandlers,
} from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { readInteger } from '../wallet/customer-id.guard.ts';
import { isoOf } from '../wallet/riga-time.ts';
import type { InboxMessageRecord, InboxThreadRecord } from './inbox-records.ts';
import { inboxOf, lastMessageAt } from './inbox.store.ts';
import { readInboxMessageForm } from './inbox-message.form.ts';

const messageView = (m: InboxMessageRecord): object => ({
  id: m.id,
  content: m.content,
  sender: m.sender,
  createdAt: isoOf(m.createdAt),
  isRead: m.isRead,
  attachmentFileName: m.attachment?.fileName ?? null,
});

const threadView = (t: InboxThreadRecord): object => ({
  id: t.id,
  subject: t.subject,
  inboxThreadStatusType: t.status,
  lastMessageAt: isoOf(lastMessageAt(t)),
  inboxMessages: t.messages.map(messageView),
});

/** Inbox threads and messages (when inboxMessagesEnabled) and the on-site simple messages. */
export function createInboxHandlers(state: SandboxState): OperationHandlers {
  const inbox = inboxOf(state);

  /** The customer of an inbox call; 4 when the inbox is switched off in the customer config. */
  const inboxCustomer = (context: OperationContext): PlayerRecord => {
    const player = requireCustomer(context);
    if (!state.customerConfig.inboxMessagesEnabled)
      throw new SandboxError(400, 4, 'Inbox messages are not enabled');
    return player;
  };
  const threadOf = (player: PlayerRecord, id: number): InboxThreadRecord => {
    const thread = inbox.threadsOf(player).find((t) => t.id === id);
    if (thread === undefined) throw new SandboxError(404, -1, `No inbox thread ${String(id)}`);
    return thread;
  };

  return {
    searchInboxThreadsForTable: (context) => {
      const player = inboxCustomer(context);
      const query = context.request.body as { draw: number; start: number; length: number; status?: string };
      const all = inbox.threadsOf(player);
      const matching = query.status === undefined ? all : all.filter((t) => t.status === query.status);
      return ok({
        draw: query.draw,
        recordsTotal: all.length,
        recordsFiltered: matching.length,
        data: matching.slice(query.start, query.start + query.length).map(threadView),
      });
    },

    archiveInboxThreads: (context) => {
      const player = inboxCustomer(context);
      const { threadIds } = context.request.body as { threadIds: number[] };
      const threads = threadIds.map((id) => threadOf(player, id));
      for (const thread of threads) thread.status = 'ARCHIVED';
      return { status: 204 };
    },

    getInboxThread: (context) =>
      ok(threadView(threadOf(inboxCustomer(context), readInteger(context.request.path, 'threadId')))),

    sendInboxMessage: async (context) => {
      const player = inboxCustomer(context);
      const form = await readInboxMessageForm(context.request.body);
      const thread = form.threadId === null ? null : threadOf(player, form.threadId);
      const sent = inbox.send(player, form.message, form.attachment, thread);
      return ok({ threadId: sent.thread.id, message: messageView(sent.message) });
    },

    markInboxMessageRead: (context) => {
      const player = inboxCustomer(context);
      const id = readInteger(context.request.path, 'messageId');
      const message = inbox
        .threadsOf(player)
        .flatMap((t) => t.messages)
        .find((m) => m.id === id);
      if (message === undefined) throw new SandboxError(404, -1, `No inbox message ${String(id)}`);
      message.isRead = true;
      return { status: 204 };
    },

    getSimpleMessage: (context) => {
      const player = requireCustomer(context);
      const id = readInteger(context.request.path, 'messageId');
      const message = inbox.simpleMessagesOf(player).find((m) => m.id === id);
      if (message === undefined) throw new SandboxError(404, -1, `No simple message ${String(id)}`);
      return ok({ id: message.id, content: message.content });
    },

    markSimpleMessageRead: (context) => {
      const player = requireCustomer(context);
      const id = readInteger(context.request.query, 'messageId');
      const message = inbox.simpleMessagesOf(player).find((m) => m.id === id);
      if (message === undefined) throw new SandboxError(404, -1, `No simple message ${String(id)}`);
      message.isRead = true;
      return { status: 204 };
    },
  };
}
