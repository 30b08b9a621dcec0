import { mediaTypeOf } from '../kyc/kyc-upload.rule.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import type { InboxFile, InboxMessageDraft } from './inbox.ts';

/** Message ids of the message form's own errors (the web's profile-messages texts). */
export const INBOX_ERROR_KEYS = {
  textRequired: 'messages.error.text.required',
  textTooLong: 'messages.error.text.tooLong',
  fileEmpty: 'messages.error.file.empty',
  fileType: 'messages.error.file.type',
  fileSize: 'messages.error.file.size',
} as const;

/** The longest message, in characters (Unicode code points, as the server counts): the contract's 4000. */
export const INBOX_MESSAGE_MAX_LENGTH = 4000;

/** What an attachment may be (sendInboxMessage: JPEG, PNG or PDF). */
export const INBOX_ATTACHMENT_MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * The largest attachment, in bytes: the contract's "at most 10 MB" (decimal). The server refuses a
 * multipart body over 10 MiB, so the file's 10 000 000 leave room for the text.
 */
export const INBOX_MAX_ATTACHMENT_BYTES = 10_000_000;

/** The same limit in megabytes, for the texts. */
export const INBOX_MAX_ATTACHMENT_MEGABYTES = INBOX_MAX_ATTACHMENT_BYTES / 1_000_000;

/** Characters of a text as the server counts them (code points: an emoji is one, not two). */
export const characterCount = (text: string): number => Array.from(text).length;

/**
 * The error of an attachment, or null when it can be sent (none at all can): not empty, JPEG, PNG or
 * PDF (by the browser's type, else the extension), and not over {@link INBOX_MAX_ATTACHMENT_BYTES}.
 * The server checks the content itself (72); this only spares the player a hopeless upload.
 */
export function checkInboxAttachment(file: InboxFile | null): string | null {
  if (file === null) return null;
  if (file.size === 0) return INBOX_ERROR_KEYS.fileEmpty;
  if (!INBOX_ATTACHMENT_MEDIA_TYPES.includes(mediaTypeOf(file))) return INBOX_ERROR_KEYS.fileType;
  if (file.size > INBOX_MAX_ATTACHMENT_BYTES) return INBOX_ERROR_KEYS.fileSize;
  return null;
}

/** The error of a text, or null: something besides spaces, at most 4000 characters once trimmed. */
export function checkInboxText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return INBOX_ERROR_KEYS.textRequired;
  if (characterCount(trimmed) > INBOX_MESSAGE_MAX_LENGTH) return INBOX_ERROR_KEYS.textTooLong;
  return null;
}

/** The message form as the player filled it in. */
export interface InboxMessageForm {
  /** As typed. */
  readonly text: string;
  readonly file: InboxFile | null;
  /** The thread answered; null for a new message. */
  readonly threadId: number | null;
}

export type InboxMessageField = 'text' | 'file';

/** A message id per field in error. */
export type InboxMessageErrors = Readonly<Partial<Record<InboxMessageField, string>>>;

/**
 * The message the form asks to send (its text trimmed), or the error of every field in error,
 * checked before anything is sent.
 */
export function checkInboxMessage(form: InboxMessageForm): Result<InboxMessageDraft, InboxMessageErrors> {
  const found: Partial<Record<InboxMessageField, string>> = {};
  const textError = checkInboxText(form.text);
  if (textError !== null) found.text = textError;
  const fileError = checkInboxAttachment(form.file);
  if (fileError !== null) found.file = fileError;
  if (Object.keys(found).length > 0) return fail(found);
  return ok({ text: form.text.trim(), file: form.file, threadId: form.threadId });
}
