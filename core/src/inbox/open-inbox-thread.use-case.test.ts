import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { createInboxMessage, createInboxThread } from '../testing/inbox.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { OpenInboxThreadUseCase } from './open-inbox-thread.use-case.ts';

let port: FakeInboxPort;
let open: OpenInboxThreadUseCase;

beforeEach(() => {
  port = new FakeInboxPort();
  open = new OpenInboxThreadUseCase(port, new FakeErrorCatalogue());
});

const twoUnread = createInboxThread({
  id: 500,
  messages: [
    createInboxMessage({ id: 1, isRead: true }),
    createInboxMessage({ id: 2, isRead: false }),
    createInboxMessage({ id: 3, isRead: false }),
  ],
});

describe('OpenInboxThreadUseCase', () => {
  it('loads the thread and marks each unread message read', async () => {
    port.threads = [twoUnread];

    const outcome = await open.execute(500);

    expect(port.calls).toEqual([
      { call: 'getThread', threadId: 500 },
      { call: 'markMessageRead', messageId: 2 },
      { call: 'markMessageRead', messageId: 3 },
    ]);
    expect(outcome).toMatchObject({ kind: 'thread', readCount: 2 });
    expect(outcome.kind === 'thread' && outcome.thread.messages.every((m) => m.isRead)).toBe(true);
    expect(port.unreadCount).toBe(0);
  });

  it('marks nothing in a thread read already', async () => {
    const outcome = await open.execute(451);

    expect(port.calls).toEqual([{ call: 'getThread', threadId: 451 }]);
    expect(outcome).toMatchObject({ kind: 'thread', readCount: 0, thread: { id: 451 } });
  });

  it('shows the thread when a mark fails, that message still unread', async () => {
    port.threads = [twoUnread];
    port.failingReads.add(3);

    const outcome = await open.execute(500);

    expect(outcome).toMatchObject({ kind: 'thread', readCount: 1 });
    expect(outcome.kind === 'thread' && outcome.thread.messages.map((m) => m.isRead)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('describes a thread that could not be loaded', async () => {
    port.failures.getThread = createApiFailure(4);

    expect(await open.execute(450)).toMatchObject({ kind: 'failed', error: { code: -1 } });
    expect(port.calls).toHaveLength(1);
  });
});
