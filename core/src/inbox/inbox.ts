/**
 * What the profile's messages tab and the simple-message popup work with (account-and-session.md §3
 * Inbox thread, Simple message; §7 Inbox). Dates are ms since 1970-01-01T00:00:00Z.
 */

/** Who wrote a message: the player or the operator's support. */
export type InboxSender = 'CUSTOMER' | 'OPERATOR';

/** ACTIVE is any thread that is not ARCHIVED; answering an archived thread makes it ACTIVE again. */
export type InboxThreadStatus = 'ACTIVE' | 'ARCHIVED';

export const INBOX_THREAD_STATUSES: readonly InboxThreadStatus[] = ['ACTIVE', 'ARCHIVED'];
export const INBOX_SENDERS: readonly InboxSender[] = ['CUSTOMER', 'OPERATOR'];

/** A message of a thread. */
export interface InboxMessage {
  readonly id: number;
  /** Plain text as written (shown as text, never as HTML). */
  readonly content: string;
  readonly sender: InboxSender;
  /** ms since the epoch. */
  readonly createdAt: number;
  readonly isRead: boolean;
  /** The name of the file sent with it; null when none was. */
  readonly attachmentFileName: string | null;
}

/** A conversation with support, its messages oldest first. */
export interface InboxThread {
  readonly id: number;
  readonly subject: string;
  readonly status: InboxThreadStatus;
  /** ms since the epoch. */
  readonly lastMessageAt: number;
  readonly messages: readonly InboxMessage[];
}

/** Which threads to ask for: `length` rows from the zero-based row `start`, optionally of one state. */
export interface InboxThreadQuery {
  readonly start: number;
  /** 1-100 (the contract's DataTableQuery). */
  readonly length: number;
  readonly status?: InboxThreadStatus;
}

/** One page of threads, latest message first. */
export interface InboxThreadTable {
  readonly threads: readonly InboxThread[];
  /** recordsTotal: every thread of the customer. */
  readonly totalCount: number;
  /** recordsFiltered: the threads matching the query's state (all of them without one). */
  readonly filteredCount: number;
}

/**
 * A file the player chose to attach. The browser's `File` is one: core reads only its name, media
 * type and size (to refuse it before sending); the adapter sends its bytes.
 */
export interface InboxFile {
  readonly name: string;
  /** Media type as the browser reports it; `''` when the browser does not know it. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

/** A checked message to send (see checkInboxMessage). */
export interface InboxMessageDraft {
  /** 1-4000 characters, not blank. */
  readonly text: string;
  readonly file: InboxFile | null;
  /** The thread it answers; null starts a new thread (named by the server after its first line). */
  readonly threadId: number | null;
}

/** A message the player sent and the thread it went to. */
export interface SentInboxMessage {
  readonly threadId: number;
  readonly message: InboxMessage;
}

/** A short on-site message for the popup; `content` may hold simple HTML (sanitised by the client). */
export interface SimpleMessage {
  readonly id: number;
  readonly content: string;
}
