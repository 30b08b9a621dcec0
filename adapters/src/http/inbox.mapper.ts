import {
  INBOX_SENDERS,
  INBOX_THREAD_STATUSES,
  type InboxMessage,
  type InboxThread,
  type InboxThreadTable,
  type SentInboxMessage,
  type SimpleMessage,
} from '@lv-casino/core/inbox/inbox.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** A date-time field as epoch ms; one that is not a date-time is malformed. */
const instantOf = <Dto>(dto: DtoReader<Dto>, key: keyof Dto & string, path: string): number => {
  const instant = Date.parse(dto.string(key));
  return Number.isNaN(instant) ? malformed(`${path}.${key} is not a date-time`) : instant;
};

const readMessage = (dto: DtoReader<Schemas['InboxMessage']>, path: string): InboxMessage => ({
  id: dto.integer('id'),
  content: dto.string('content'),
  sender: dto.oneOf('sender', INBOX_SENDERS),
  createdAt: instantOf(dto, 'createdAt', path),
  isRead: dto.boolean('isRead'),
  attachmentFileName: dto.nullableString('attachmentFileName'),
});

const readThread = (dto: DtoReader<Schemas['InboxThread']>, path: string): InboxThread => ({
  id: dto.integer('id'),
  subject: dto.string('subject'),
  status: dto.oneOf('inboxThreadStatusType', INBOX_THREAD_STATUSES),
  lastMessageAt: instantOf(dto, 'lastMessageAt', path),
  messages: dto
    .objects<Schemas['InboxMessage']>('inboxMessages')
    .map((message, index) => readMessage(message, `${path}.inboxMessages[${String(index)}]`)),
});

/** InboxThreadTable DTO → a page of threads with recordsTotal and recordsFiltered, in the server's order. */
export const toInboxThreadTable = (body: unknown): Result<InboxThreadTable, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['InboxThreadTable']>(body);
    return {
      threads: dto
        .objects<Schemas['InboxThread']>('data')
        .map((thread, index) => readThread(thread, `body.data[${String(index)}]`)),
      totalCount: dto.integer('recordsTotal'),
      filteredCount: dto.integer('recordsFiltered'),
    };
  });

/** InboxThread DTO → InboxThread: dates in epoch ms, no attachment as null. */
export const toInboxThread = (body: unknown): Result<InboxThread, string> =>
  decode(() => readThread(DtoReader.of<Schemas['InboxThread']>(body), 'body'));

/** InboxMessageCreated DTO → the sent message and its thread. */
export const toSentInboxMessage = (body: unknown): Result<SentInboxMessage, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['InboxMessageCreated']>(body);
    return {
      threadId: dto.integer('threadId'),
      message: readMessage(dto.object<Schemas['InboxMessage']>('message'), 'body.message'),
    };
  });

/** SimpleMessage DTO → SimpleMessage (its content as sent: the web sanitises it). */
export const toSimpleMessage = (body: unknown): Result<SimpleMessage, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SimpleMessage']>(body);
    return { id: dto.integer('id'), content: dto.string('content') };
  });
