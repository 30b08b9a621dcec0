import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { createInboxThread } from '../testing/inbox.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { LoadInboxPageUseCase } from './load-inbox-page.use-case.ts';

const threads = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createInboxThread({ id: 1000 + index, lastMessageAt: Date.UTC(2026, 10, 1) - index * 60_000 }),
  );

let port: FakeInboxPort;
let loadPage: LoadInboxPageUseCase;

beforeEach(() => {
  port = new FakeInboxPort();
  loadPage = new LoadInboxPageUseCase(port, new FakeErrorCatalogue());
});

describe('LoadInboxPageUseCase', () => {
  it('asks for 10 threads from the page’s first row, in every state', async () => {
    port.threads = threads(25);

    await loadPage.execute(2);

    expect(port.calls).toEqual([{ call: 'searchThreads', query: { start: 20, length: 10 } }]);
  });

  it('answers the rows with their unread counts and pages by recordsTotal', async () => {
    port.threads = threads(25);

    const outcome = await loadPage.execute(1);

    expect(outcome.kind === 'page' && outcome.page).toMatchObject({
      totalCount: 25,
      pageIndex: 1,
      pageCount: 3,
    });
    expect(outcome.kind === 'page' && outcome.page.rows.map((row) => row.thread.id)).toEqual(
      threads(25)
        .slice(10, 20)
        .map((thread) => thread.id),
    );
  });

  it('counts the messages of each thread not read yet', async () => {
    const outcome = await loadPage.execute(0);

    expect(
      outcome.kind === 'page' && outcome.page.rows.map((row) => [row.thread.id, row.unreadCount]),
    ).toEqual([
      [450, 1],
      [451, 0],
      [447, 0],
    ]);
  });

  it('answers one empty page when the player has no thread', async () => {
    port.threads = [];

    expect(await loadPage.execute(0)).toEqual({
      kind: 'page',
      page: { rows: [], totalCount: 0, pageIndex: 0, pageCount: 1 },
    });
    expect(port.calls).toHaveLength(1);
  });

  it('answers the last page for a page past it', async () => {
    port.threads = threads(12);

    const outcome = await loadPage.execute(4);

    expect(outcome.kind === 'page' && outcome.page).toMatchObject({ pageIndex: 1, pageCount: 2 });
    expect(outcome.kind === 'page' && outcome.page.rows).toHaveLength(2);
    expect(port.calls.map((call) => call.call === 'searchThreads' && call.query.start)).toEqual([40, 10]);
  });

  it('describes a refusal from the catalogue', async () => {
    port.failures.searchThreads = createApiFailure(3);

    const outcome = await loadPage.execute(0);

    expect(outcome).toMatchObject({ kind: 'failed', error: { code: 3 } });
  });

  it('describes a call without a response as the general error', async () => {
    port.failures.searchThreads = createTransportFailure();

    expect(await loadPage.execute(0)).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });

  it.each([-1, 0.5, Number.NaN])('throws on a page index of %s (a bug)', async (pageIndex) => {
    await expect(loadPage.execute(pageIndex)).rejects.toThrow(RangeError);
  });
});
