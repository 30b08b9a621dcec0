import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import {
  createAccountActivity,
  createAccountPayment,
  createCashierTransaction,
  createCasinoRound,
  createLoginSession,
  createSportsBet,
} from '../testing/history.builder.ts';
import { FakeHistoryPort } from '../testing/history-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { HISTORY_KINDS, type DateRange } from './history.ts';
import { LoadHistoryPageUseCase } from './load-history-page.use-case.ts';

const RANGE: DateRange = { from: { year: 2026, month: 10, day: 22 }, to: { year: 2026, month: 11, day: 21 } };

const deposits = (count: number) =>
  Array.from({ length: count }, (_, index) => createCashierTransaction({ id: 1000 - index }));

let port: FakeHistoryPort;
let loadPage: LoadHistoryPageUseCase;

beforeEach(() => {
  port = new FakeHistoryPort({ tokens: new InMemoryTokenStore(createTokens()) });
  loadPage = new LoadHistoryPageUseCase(port, new FakeErrorCatalogue());
});

describe('LoadHistoryPageUseCase', () => {
  it('asks for a page of 20 entries within the range', async () => {
    await loadPage.execute({ history: 'cashier', pageIndex: 2, range: RANGE });

    expect(port.calls).toEqual([{ history: 'cashier', query: { pageIndex: 2, pageSize: 20, range: RANGE } }]);
  });

  it.each(HISTORY_KINDS)('lists the %s history through its own call', async (history) => {
    await loadPage.execute({ history, pageIndex: 0, range: RANGE });

    expect(port.calls.map((call) => call.history)).toEqual([history]);
  });

  it('answers the rows of the page with the count of entries and pages', async () => {
    port.entries.cashier = deposits(45);

    const outcome = await loadPage.execute({ history: 'cashier', pageIndex: 2, range: RANGE });

    expect(outcome.kind === 'page' && outcome.page).toMatchObject({
      history: 'cashier',
      totalCount: 45,
      pageIndex: 2,
      pageCount: 3,
    });
    expect(outcome.kind === 'page' && outcome.page.rows.map((row) => row.id)).toEqual([
      960, 959, 958, 957, 956,
    ]);
  });

  it('answers the rows of every kind as the port gives them', async () => {
    port.entries = {
      cashier: [createCashierTransaction()],
      casino: [createCasinoRound()],
      sports: [createSportsBet({ winAmount: null, settledAt: null, status: 'OPEN' })],
      payments: [createAccountPayment()],
      activity: [createAccountActivity()],
      session: [createLoginSession({ logoutAt: null })],
    };

    const pages = await Promise.all(
      HISTORY_KINDS.map((history) => loadPage.execute({ history, pageIndex: 0, range: RANGE })),
    );

    expect(pages.map((outcome) => outcome.kind === 'page' && outcome.page.rows)).toEqual(
      HISTORY_KINDS.map((history) => port.entries[history]),
    );
  });

  it('answers one empty page for a range without entries', async () => {
    const outcome = await loadPage.execute({ history: 'sports', pageIndex: 0, range: RANGE });

    expect(outcome).toEqual({
      kind: 'page',
      page: { history: 'sports', rows: [], totalCount: 0, pageIndex: 0, pageCount: 1 },
    });
  });

  it('describes a refused session from the catalogue', async () => {
    const signedOut = new FakeHistoryPort({ tokens: new InMemoryTokenStore(null) });

    const outcome = await new LoadHistoryPageUseCase(signedOut, new FakeErrorCatalogue()).execute({
      history: 'payments',
      pageIndex: 0,
      range: RANGE,
    });

    expect(outcome).toMatchObject({
      kind: 'failed',
      error: { code: 3, clientAction: 'force-logout-open-login' },
    });
  });

  it('describes a server error by its code', async () => {
    port.failures.casino = createApiFailure(41);

    expect(await loadPage.execute({ history: 'casino', pageIndex: 0, range: RANGE })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });

  it('describes a network failure as the general error', async () => {
    port.failures.session = createTransportFailure();

    expect(await loadPage.execute({ history: 'session', pageIndex: 0, range: RANGE })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it.each([-1, 0.5])('throws on the page index %s (a bug), asking nothing', async (pageIndex) => {
    await expect(loadPage.execute({ history: 'activity', pageIndex, range: RANGE })).rejects.toThrow(
      RangeError,
    );
    expect(port.calls).toEqual([]);
  });
});
