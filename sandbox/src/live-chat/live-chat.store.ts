import { randomUUID } from 'node:crypto';
import type { SandboxState } from '../state.ts';
import { greetingOf, type ChatLanguage } from './live-chat-texts.ts';

/**
 * The sizes of the live chat's memory: whatever visitors and the control API send, the chat holds at
 * most `conversations × messagesPerConversation` messages of at most `messageLength` characters each
 * (100 × 100 × 1000 characters: about 20 MB at worst).
 */
export const liveChatBounds = {
  /** Characters of one message (UTF-16 code units, as a browser's `maxlength` counts them). */
  messageLength: 1000,
  /** Messages of one conversation, the greeting included; a message beyond it is refused. */
  messagesPerConversation: 100,
  /** Conversations kept; a new one beyond it forgets the one whose last message is oldest. */
  conversations: 100,
} as const;

export type ChatSender = 'agent' | 'visitor';

export interface ChatMessage {
  /** 1, 2, … within its conversation: a reader asks for the messages after the last one it has. */
  readonly id: number;
  readonly from: ChatSender;
  readonly text: string;
  /** Epoch ms. */
  readonly sentAt: number;
}

export interface Conversation {
  /** A random UUID: the visitor's page holds it, nothing else names the visitor. */
  readonly id: string;
  readonly lang: ChatLanguage;
  readonly startedAt: number;
  readonly messages: ChatMessage[];
}

/** Why a message was not taken. */
export type ChatRefusal = 'unknown-conversation' | 'conversation-full';

/** What adding a message gave: the message, or why it was refused. */
export type ChatOutcome =
  | { readonly ok: true; readonly message: ChatMessage }
  | { readonly ok: false; readonly refusal: ChatRefusal };

/**
 * The live chat's conversations, in memory: a visitor's first message starts a conversation (the
 * greeting in its language first), later messages of the visitor and the agent's replies (the
 * control API's) join it. Bounded by {@link liveChatBounds}; texts are checked by the routes.
 */
export class LiveChatStore {
  /** In order of last activity, the least recent first (a Map keeps insertion order). */
  readonly #conversations = new Map<string, Conversation>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** A new conversation: the greeting in `lang`, then the visitor's first message. */
  start(lang: ChatLanguage, text: string): Conversation {
    if (this.#conversations.size >= liveChatBounds.conversations) {
      const [oldest] = this.#conversations.keys();
      if (oldest !== undefined) this.#conversations.delete(oldest);
    }
    const now = this.#now();
    const conversation: Conversation = {
      id: randomUUID(),
      lang,
      startedAt: now,
      messages: [{ id: 1, from: 'agent', text: greetingOf(lang), sentAt: now }],
    };
    this.#conversations.set(conversation.id, conversation);
    this.add(conversation.id, 'visitor', text);
    return conversation;
  }

  /** Adds a message of the visitor or the agent to a conversation. */
  add(id: string, from: ChatSender, text: string): ChatOutcome {
    const conversation = this.#conversations.get(id);
    if (conversation === undefined) return { ok: false, refusal: 'unknown-conversation' };
    if (conversation.messages.length >= liveChatBounds.messagesPerConversation) {
      return { ok: false, refusal: 'conversation-full' };
    }
    const message: ChatMessage = {
      id: conversation.messages.length + 1,
      from,
      text,
      sentAt: this.#now(),
    };
    conversation.messages.push(message);
    // The most recently active conversation moves to the end: the last one to be forgotten.
    this.#conversations.delete(id);
    this.#conversations.set(id, conversation);
    return { ok: true, message };
  }

  /** A conversation, or undefined when there is none (or it was forgotten). */
  get(id: string): Conversation | undefined {
    return this.#conversations.get(id);
  }

  /** Every conversation kept, the most recently active first. */
  list(): Conversation[] {
    return [...this.#conversations.values()].reverse();
  }
}

const stores = new WeakMap<SandboxState, LiveChatStore>();

/** The live chat of a sandbox (one per state). */
export function liveChatOf(state: SandboxState): LiveChatStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new LiveChatStore(state.now);
    stores.set(state, store);
  }
  return store;
}
