/** Kinds of message the sandbox "sends" instead of a real mail or SMS gateway. */
export type OutboxKind = 'activation' | 'reset' | 'sms';

/** What a handler records when it would send a message. */
export interface OutboxMessageInput {
  readonly kind: OutboxKind;
  /** E-mail address or phone number the message would go to. */
  readonly to: string;
  /** The player it is about, when known. */
  readonly username?: string;
  readonly subject?: string;
  readonly text: string;
  /** Activation or reset link, when the message carries one. */
  readonly link?: string;
  /** Activation key, reset key or SMS code, when the message carries one. */
  readonly code?: string;
}

export interface OutboxMessage extends OutboxMessageInput {
  /** 1, 2, 3, … in sending order. */
  readonly id: number;
  /** When it was "sent", ISO 8601. */
  readonly sentAt: string;
}

/**
 * The messages the sandbox would have sent: account activation and password-reset mails with their
 * links, SMS codes. Handlers call {@link add}; the control API and the console read them, so a test or
 * a person can follow the link or type the code. Holds the newest `capacity` messages.
 */
export class OutboxStore {
  readonly #messages: OutboxMessage[] = [];
  readonly #now: () => number;
  readonly #capacity: number;
  #nextId = 1;

  /** @param now current time in epoch ms; @param capacity messages kept (oldest dropped first). */
  constructor(now: () => number, capacity = 500) {
    this.#now = now;
    this.#capacity = capacity;
  }

  add(input: OutboxMessageInput): OutboxMessage {
    const message: OutboxMessage = {
      ...input,
      id: this.#nextId++,
      sentAt: new Date(this.#now()).toISOString(),
    };
    this.#messages.push(message);
    if (this.#messages.length > this.#capacity)
      this.#messages.splice(0, this.#messages.length - this.#capacity);
    return message;
  }

  /** Newest first, optionally only those of one player (case-insensitive) or one kind. */
  list(filter: { readonly username?: string; readonly kind?: OutboxKind } = {}): OutboxMessage[] {
    const username = filter.username?.toLowerCase();
    return this.#messages
      .filter((m) => username === undefined || m.username?.toLowerCase() === username)
      .filter((m) => filter.kind === undefined || m.kind === filter.kind)
      .reverse();
  }

  /** The newest message of a player (and kind), e.g. the SMS code a test has to type. */
  latest(username: string, kind?: OutboxKind): OutboxMessage | undefined {
    return this.list(kind === undefined ? { username } : { username, kind })[0];
  }

  clear(): void {
    this.#messages.length = 0;
  }
}
