import { SandboxError } from '../handlers/operation-handler.ts';
import { readMultipart, sniffMediaType, type UploadedFile } from '../http/multipart.ts';
import type { Attachment } from './inbox-records.ts';

export interface InboxMessageForm {
  readonly message: string;
  readonly threadId: number | null;
  readonly attachment: Attachment | null;
}

const invalid = (problem: string): SandboxError =>
  new SandboxError(400, -1, `Request validation failed: ${problem}`);

/**
 * The fields of POST customers/messageinbox/message: `message` (1 to 4000 characters), an optional
 * `threadId` and an optional `multipartFile` (JPEG, PNG or PDF by its content, else errorCode 72). An
 * empty file part (a form sent without choosing a file) counts as no attachment.
 */
export async function readInboxMessageForm(body: unknown): Promise<InboxMessageForm> {
  const { fields, files } = await readMultipart(body);
  const message = fields.get('message')?.[0];
  if (message === undefined) throw invalid('body.message is required');
  if (message.trim().length === 0 || Array.from(message).length > 4000)
    throw invalid('body.message must have 1 to 4000 characters');
  const threadText = fields.get('threadId')?.[0];
  const threadId = threadText === undefined ? null : Number(threadText);
  if (threadId !== null && (!Number.isInteger(threadId) || threadId < 1))
    throw invalid('body.threadId must be an integer ≥ 1');
  return { message, threadId, attachment: attachmentOf(files.get('multipartFile')?.[0]) };
}

function attachmentOf(file: UploadedFile | undefined): Attachment | null {
  if (file === undefined || (file.bytes.length === 0 && file.fileName === '')) return null;
  const fileName = file.fileName === '' ? 'attachment' : file.fileName;
  const contentType = sniffMediaType(file.bytes);
  if (contentType === null)
    throw new SandboxError(400, 72, `File format not allowed: ${fileName} (JPEG, PNG or PDF only)`);
  return { fileName, contentType, data: Buffer.from(file.bytes) };
}
