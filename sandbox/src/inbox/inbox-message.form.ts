import { SandboxError } from '../handlers/operation-handler.ts';
import type { Attachment } from './inbox-records.ts';
import { parseMultipartForm, type FormPart } from './multipart-form.ts';

/** Media types an attachment may have (JPEG, PNG, PDF), with the file extensions that imply them. */
const allowedTypes: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

export interface InboxMessageForm {
  readonly message: string;
  readonly threadId: number | null;
  readonly attachment: Attachment | null;
}

const invalid = (problem: string): SandboxError =>
  new SandboxError(400, -1, `Request validation failed: ${problem}`);

/**
 * The fields of POST customers/messageinbox/message: `message` (1 to 4000 characters), an optional
 * `threadId` and an optional `multipartFile` (JPEG, PNG or PDF, else errorCode 72). An empty file part
 * (a form sent without choosing a file) counts as no attachment.
 */
export function readInboxMessageForm(body: unknown): InboxMessageForm {
  const parts = parseMultipartForm(body);
  if (parts === null) throw invalid('the body must be multipart/form-data');
  const field = (name: string) => parts.find((p) => p.name === name);
  const message = field('message')?.data.toString('utf8');
  if (message === undefined) throw invalid('body.message is required');
  if (message.trim().length === 0 || Array.from(message).length > 4000)
    throw invalid('body.message must have 1 to 4000 characters');
  const threadText = field('threadId')?.data.toString('utf8');
  const threadId = threadText === undefined ? null : Number(threadText);
  if (threadId !== null && (!Number.isInteger(threadId) || threadId < 1))
    throw invalid('body.threadId must be an integer ≥ 1');
  return { message, threadId, attachment: attachmentOf(field('multipartFile')) };
}

function attachmentOf(part: FormPart | undefined): Attachment | null {
  if (part === undefined || (part.data.length === 0 && (part.fileName ?? '') === '')) return null;
  const fileName = part.fileName ?? 'attachment';
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const declared = part.contentType !== null && part.contentType in allowedTypes ? part.contentType : null;
  const implied = Object.keys(allowedTypes).find((type) => allowedTypes[type]?.includes(extension));
  const contentType =
    declared ??
    (part.contentType === null || part.contentType === 'application/octet-stream' ? implied : undefined);
  if (contentType === undefined)
    throw new SandboxError(400, 72, `File format not allowed: ${fileName} (JPEG, PNG or PDF only)`);
  return { fileName, contentType, data: Buffer.from(part.data) };
}
