import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type {
  InboxFile,
  InboxMessageDraft,
  InboxThread,
  InboxThreadQuery,
  InboxThreadTable,
  SentInboxMessage,
  SimpleMessage,
} from '@lv-casino/core/inbox/inbox.ts';
import type { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import type { operations } from '@lv-casino/sdk/generated/openapi.ts';
import { call, noContent } from './call.ts';
import { toInboxThread, toInboxThreadTable, toSentInboxMessage, toSimpleMessage } from './inbox.mapper.ts';

type SendMessageBody = operations['sendInboxMessage']['requestBody']['content']['multipart/form-data'];

const INBOX = '/api/v1/customerfacing/customers/messageinbox';

/** The bytes of a chosen file: the browser's File (core's InboxFile) is a Blob. */
function blobOf(file: InboxFile): Blob {
  if (file instanceof Blob) return file;
  throw new TypeError(`The attachment ${file.name} is not a File or Blob`);
}

/**
 * InboxPort over the inbox calls of account-and-session.md §7 (all private): the threads' data-table
 * search (its `draw` counted per adapter), archive, one thread, the multipart message (text part
 * `message`, optional `threadId`, optional file part `multipartFile`), read marks, and the simple
 * messages.
 */
export class InboxHttpAdapter implements InboxPort {
  readonly #client: CustomerFacingClient;
  /** The DataTables `draw` of the next search (echoed back; not read). */
  #draw = 1;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  searchThreads(query: InboxThreadQuery): Promise<Result<InboxThreadTable, ApiFailure>> {
    const body = {
      draw: this.#draw++,
      start: query.start,
      length: query.length,
      ...(query.status === undefined ? {} : { status: query.status }),
    };
    return call(() => this.#client.POST(`${INBOX}/thread/search/fordatatable`, { body }), toInboxThreadTable);
  }

  archiveThreads(threadIds: readonly number[]): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST(`${INBOX}/thread/archive`, { body: { threadIds: [...threadIds] } }),
      noContent,
    );
  }

  getThread(threadId: number): Promise<Result<InboxThread, ApiFailure>> {
    return call(
      () => this.#client.GET(`${INBOX}/thread/{threadId}`, { params: { path: { threadId } } }),
      toInboxThread,
    );
  }

  sendMessage(draft: InboxMessageDraft): Promise<Result<SentInboxMessage, ApiFailure>> {
    const form = new FormData();
    // A string part: sent as text (UTF-8), as the contract's encoding asks.
    form.append('message', draft.text);
    if (draft.threadId !== null) form.append('threadId', String(draft.threadId));
    if (draft.file !== null) form.append('multipartFile', blobOf(draft.file), draft.file.name);
    return call(
      () =>
        this.#client.POST(`${INBOX}/message`, {
          // openapi-fetch sends a FormData body as it is (the typed body names the parts).
          body: form as unknown as SendMessageBody,
        }),
      toSentInboxMessage,
    );
  }

  markMessageRead(messageId: number): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST(`${INBOX}/message/{messageId}/read`, { params: { path: { messageId } } }),
      noContent,
    );
  }

  getSimpleMessage(messageId: number): Promise<Result<SimpleMessage, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/simpleMessage/{messageId}', {
          params: { path: { messageId } },
        }),
      toSimpleMessage,
    );
  }

  markSimpleMessageRead(messageId: number): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/simpleMessages/markAsRead', {
          params: { query: { messageId } },
        }),
      noContent,
    );
  }
}
