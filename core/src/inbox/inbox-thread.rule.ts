import { formatDateTime } from '../money/money-format.rule.ts';
import type { InboxMessage, InboxThread } from './inbox.ts';

/** Threads on a page of the messages tab. */
export const INBOX_PAGE_SIZE = 10;

/** The contract's largest page (DataTableQuery.length): what a count of every thread asks for. */
export const INBOX_MAX_PAGE_SIZE = 100;

/** The errorCode the inbox answers while it is switched off (inboxMessagesEnabled false). */
export const INBOX_DISABLED_CODE = 4;

/** The errorCode of an attachment that is not a JPEG, PNG or PDF. */
export const INBOX_FILE_FORMAT_CODE = 72;

/** The messages of a thread not read yet. */
export const unreadMessagesOf = (thread: InboxThread): readonly InboxMessage[] =>
  thread.messages.filter((message) => !message.isRead);

/** How many messages of a thread are not read yet. */
export const unreadCountOf = (thread: InboxThread): number => unreadMessagesOf(thread).length;

/** The thread with the messages of `readIds` read. */
export const withRead = (thread: InboxThread, readIds: ReadonlySet<number>): InboxThread => ({
  ...thread,
  messages: thread.messages.map((message) =>
    readIds.has(message.id) && !message.isRead ? { ...message, isRead: true } : message,
  ),
});

/**
 * `DD/MM/YYYY HH:mm` of an instant at `utcOffsetMinutes` east of UTC: account-and-session.md §9's
 * date format cut to the minute.
 * @deprecated The messages tab shows its times as every date of the site is shown, `DD/MM/YYYY,
 *   HH:mm:ss`: use `formatDateTime` (money/money-format.rule). Kept for callers of 1.x.
 */
export function formatInboxTime(epochMs: number, utcOffsetMinutes: number): string {
  const full = formatDateTime(epochMs, utcOffsetMinutes); // DD/MM/YYYY, HH:mm:ss
  const comma = full.indexOf(', ');
  return `${full.slice(0, comma)} ${full.slice(comma + 2, comma + 7)}`;
}
