import { isRecord } from '../openapi/openapi-document.ts';
import type { Attachment, InboxMessageRecord, InboxThreadRecord } from './inbox-records.ts';
import type { Mailbox } from './inbox.seed.ts';

/** An attachment as stored: its bytes in base64 (JSON has no bytes). */
interface StoredAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly data: string;
}

type StoredMessage = Omit<InboxMessageRecord, 'attachment'> & {
  readonly attachment: StoredAttachment | null;
};
type StoredThread = Omit<InboxThreadRecord, 'messages'> & { readonly messages: StoredMessage[] };

/** A player's mailbox as a JSON document of the database (SANDBOX_DB). */
export interface MailboxDocument {
  readonly threads: StoredThread[];
  readonly simpleMessages: Mailbox['simpleMessages'];
}

const storedAttachment = (a: Attachment | null): StoredAttachment | null =>
  a === null ? null : { fileName: a.fileName, contentType: a.contentType, data: a.data.toString('base64') };

export function mailboxDocument(mailbox: Mailbox): MailboxDocument {
  return {
    threads: mailbox.threads.map((t) => ({
      ...t,
      messages: t.messages.map((m) => ({ ...m, attachment: storedAttachment(m.attachment) })),
    })),
    simpleMessages: mailbox.simpleMessages,
  };
}

/** The mailbox of a stored document. */
export function mailboxOfDocument(playerId: number, document: unknown): Mailbox {
  const valid =
    isRecord(document) &&
    Array.isArray(document.simpleMessages) &&
    Array.isArray(document.threads) &&
    document.threads.every((t) => isRecord(t) && Array.isArray(t.messages));
  if (!valid) throw new Error(`inbox document ${String(playerId)} is not a mailbox`);
  const stored = document as unknown as MailboxDocument;
  return {
    threads: stored.threads.map((t) => ({
      ...t,
      messages: t.messages.map((m) => ({
        ...m,
        attachment:
          m.attachment === null ? null : { ...m.attachment, data: Buffer.from(m.attachment.data, 'base64') },
      })),
    })),
    simpleMessages: stored.simpleMessages,
  };
}
