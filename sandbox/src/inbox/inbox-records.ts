/** What the inbox remembers: threads of messages with support, and on-site simple messages. */

/** A file sent with a message, kept in memory. */
export interface Attachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface InboxMessageRecord {
  readonly id: number;
  readonly content: string;
  readonly sender: 'CUSTOMER' | 'OPERATOR';
  /** Epoch ms. */
  readonly createdAt: number;
  isRead: boolean;
  readonly attachment: Attachment | null;
}

export interface InboxThreadRecord {
  readonly id: number;
  readonly subject: string;
  status: 'ACTIVE' | 'ARCHIVED';
  readonly messages: InboxMessageRecord[];
}

export interface SimpleMessageRecord {
  readonly id: number;
  readonly content: string;
  isRead: boolean;
}
