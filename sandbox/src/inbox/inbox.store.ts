import type { PersistedStore } from '../persistence/persisted-stores.registry.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import type {
  Attachment,
  InboxMessageRecord,
  InboxThreadRecord,
  SimpleMessageRecord,
} from './inbox-records.ts';
import { seedMailbox, type Mailbox } from './inbox.seed.ts';
import { mailboxDocument, mailboxOfDocument } from './mailbox.document.ts';

/**
 * Message threads with support and on-site simple messages of every player. Persisted (kind 'inbox',
 * one document per player): the threads and messages handed out may be changed in place (read,
 * archived), so every mailbox handed out counts as touched.
 */
export class InboxStore implements PersistedStore {
  readonly kind = 'inbox';
  readonly #mailboxes = new Map<number, Mailbox>();
  readonly #touched = new Set<number>();
  readonly #now: () => number;
  readonly #anchor: number;
  #nextThreadId = 460;
  #nextMessageId = 9130;
  #nextSimpleMessageId = 800;

  constructor(now: () => number) {
    this.#now = now;
    this.#anchor = now();
  }

  #mailboxOf(player: PlayerRecord): Mailbox {
    let mailbox = this.#mailboxes.get(player.id);
    if (mailbox === undefined) {
      mailbox = seedMailbox(player.id, this.#anchor);
      this.#mailboxes.set(player.id, mailbox);
    }
    this.#touched.add(player.id);
    return mailbox;
  }

  /** The player's threads, the one with the latest message first. */
  threadsOf(player: PlayerRecord): InboxThreadRecord[] {
    return [...this.#mailboxOf(player).threads].sort((a, b) => lastMessageAt(b) - lastMessageAt(a));
  }

  simpleMessagesOf(player: PlayerRecord): SimpleMessageRecord[] {
    return this.#mailboxOf(player).simpleMessages;
  }

  /** A new unread simple message for the player (the operator's on-site message), with a fresh id. */
  addSimpleMessage(player: PlayerRecord, content: string): SimpleMessageRecord {
    const ids = [...this.#mailboxes.values()].flatMap((m) => m.simpleMessages.map((s) => s.id));
    const message: SimpleMessageRecord = {
      id: Math.max(this.#nextSimpleMessageId, ...ids.map((id) => id + 1)),
      content,
      isRead: false,
    };
    this.#nextSimpleMessageId = message.id + 1;
    this.#mailboxOf(player).simpleMessages.push(message);
    return message;
  }

  /** Adds a customer's message to a thread, or to a new thread named after its first line. */
  send(
    player: PlayerRecord,
    content: string,
    attachment: Attachment | null,
    thread: InboxThreadRecord | null,
  ): { thread: InboxThreadRecord; message: InboxMessageRecord } {
    const message: InboxMessageRecord = {
      id: this.#nextMessageId++,
      content,
      sender: 'CUSTOMER',
      createdAt: this.#now(),
      isRead: true,
      attachment,
    };
    if (thread !== null) {
      thread.messages.push(message);
      thread.status = 'ACTIVE';
      return { thread, message };
    }
    const firstLine = content.split('\n')[0]?.trim() ?? '';
    const subject = firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine;
    const created: InboxThreadRecord = {
      id: this.#nextThreadId++,
      subject,
      status: 'ACTIVE',
      messages: [message],
    };
    this.#mailboxOf(player).threads.push(created);
    return { thread: created, message };
  }

  takeTouched(): number[] {
    const keys = [...this.#touched];
    this.#touched.clear();
    return keys;
  }

  documentOf(playerId: number): unknown {
    const mailbox = this.#mailboxes.get(playerId);
    return mailbox === undefined ? undefined : mailboxDocument(mailbox);
  }

  keys(): Iterable<number> {
    return this.#mailboxes.keys();
  }

  /** Takes the stored mailboxes back; new threads and messages get ids above every restored one. */
  restore(documents: ReadonlyMap<number, unknown>): void {
    for (const [playerId, document] of documents) {
      const mailbox = mailboxOfDocument(playerId, document);
      this.#mailboxes.set(playerId, mailbox);
      for (const thread of mailbox.threads) {
        this.#nextThreadId = Math.max(this.#nextThreadId, thread.id + 1);
        for (const m of thread.messages) this.#nextMessageId = Math.max(this.#nextMessageId, m.id + 1);
      }
      for (const m of mailbox.simpleMessages)
        this.#nextSimpleMessageId = Math.max(this.#nextSimpleMessageId, m.id + 1);
    }
  }
}

export const lastMessageAt = (thread: InboxThreadRecord): number =>
  Math.max(...thread.messages.map((m) => m.createdAt));

const stores = new WeakMap<SandboxState, InboxStore>();

/** The inbox of a sandbox (one per state). */
export function inboxOf(state: SandboxState): InboxStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new InboxStore(state.now);
    stores.set(state, store);
    state.persistedStores.attach(store);
  }
  return store;
}
