import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  InboxMessageDraft,
  InboxThread,
  InboxThreadQuery,
  InboxThreadTable,
  SentInboxMessage,
  SimpleMessage,
} from '../inbox/inbox.ts';
import type { Result } from '../shared/result.ts';

/**
 * The logged-in customer's message inbox and on-site simple messages (account-and-session.md §7
 * Inbox; all calls private). A failure carries the server's errorCode (§8): 4 while the inbox is
 * switched off (inboxMessagesEnabled false), 72 for an attachment that is not JPEG, PNG or PDF, -1 for
 * a thread or message that is not the customer's.
 */
export interface InboxPort {
  /** POST customers/messageinbox/thread/search/fordatatable: a page of threads, latest message first. */
  searchThreads(query: InboxThreadQuery): Promise<Result<InboxThreadTable, ApiFailure>>;
  /** POST customers/messageinbox/thread/archive: moves the threads (at least one) to ARCHIVED. */
  archiveThreads(threadIds: readonly number[]): Promise<Result<void, ApiFailure>>;
  /** GET customers/messageinbox/thread/{id}: one thread with all its messages. */
  getThread(threadId: number): Promise<Result<InboxThread, ApiFailure>>;
  /**
   * POST customers/messageinbox/message (multipart: `message`, optional `multipartFile`, optional
   * `threadId`): the stored message and its thread (a new one when `threadId` is null).
   */
  sendMessage(draft: InboxMessageDraft): Promise<Result<SentInboxMessage, ApiFailure>>;
  /** POST customers/messageinbox/message/{id}/read. */
  markMessageRead(messageId: number): Promise<Result<void, ApiFailure>>;
  /** GET simpleMessage/{id}. */
  getSimpleMessage(messageId: number): Promise<Result<SimpleMessage, ApiFailure>>;
  /** POST customers/simpleMessages/markAsRead?messageId. */
  markSimpleMessageRead(messageId: number): Promise<Result<void, ApiFailure>>;
}
export const InboxPort = Symbol('InboxPort');
