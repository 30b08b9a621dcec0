import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createInboxMessage, createInboxThread } from '../testing/inbox.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { CountUnreadInboxMessagesUseCase } from './count-unread-inbox-messages.use-case.ts';

let port: FakeInboxPort;
let count: CountUnreadInboxMessagesUseCase;

beforeEach(() => {
  port = new FakeInboxPort();
  count = new CountUnreadInboxMessagesUseCase(port, new FakeErrorCatalogue(CONTRACT_ERROR_TABLE));
});

const withUnread = (id: number, unread: number) =>
  createInboxThread({
    id,
    lastMessageAt: id,
    messages: Array.from({ length: unread }, (_, index) => createInboxMessage({ id: id * 10 + index })),
  });

describe('CountUnreadInboxMessagesUseCase', () => {
  it('counts the unread messages of every thread', async () => {
    expect(await count.execute()).toEqual({ kind: 'count', count: 1 });
    expect(port.calls).toEqual([{ call: 'searchThreads', query: { start: 0, length: 100 } }]);
  });

  it('reads every page of 100 threads', async () => {
    port.threads = Array.from({ length: 230 }, (_, index) => withUnread(index + 1, index % 3));

    expect(await count.execute()).toEqual({ kind: 'count', count: 229 });
    expect(port.calls.map((call) => call.call === 'searchThreads' && call.query.start)).toEqual([
      0, 100, 200,
    ]);
  });

  it('counts archived threads too', async () => {
    port.threads = [{ ...withUnread(1, 2), status: 'ARCHIVED' }];

    expect(await count.execute()).toEqual({ kind: 'count', count: 2 });
  });

  it('answers zero for a player without threads', async () => {
    port.threads = [];

    expect(await count.execute()).toEqual({ kind: 'count', count: 0 });
  });

  it('stops at an empty page whatever count the server claims', async () => {
    port.searchThreads = (query) => {
      port.calls.push({ call: 'searchThreads', query });
      return Promise.resolve(ok({ threads: [], totalCount: 500, filteredCount: 500 }));
    };

    expect(await count.execute()).toEqual({ kind: 'count', count: 0 });
    expect(port.calls).toHaveLength(1);
  });

  it('stops after 50 pages when the server keeps answering rows', async () => {
    port.searchThreads = (query) => {
      port.calls.push({ call: 'searchThreads', query });
      return Promise.resolve(ok({ threads: [withUnread(1, 1)], totalCount: 1e9, filteredCount: 1e9 }));
    };

    expect(await count.execute()).toEqual({ kind: 'count', count: 50 });
  });

  it('says the inbox is off (4) rather than failing', async () => {
    port.failures.searchThreads = createApiFailure(4);

    expect(await count.execute()).toEqual({ kind: 'disabled' });
  });

  it('describes any other failure', async () => {
    port.failures.searchThreads = createApiFailure(41);

    expect(await count.execute()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});
