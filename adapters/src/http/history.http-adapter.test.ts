import type { HistoryQuery } from '@lv-casino/core/history/history.ts';
import { describe, expect, it } from 'vitest';
import { BASE_URL, customerFacingFixture, SIGNED_IN_TOKENS } from '../testing/customer-facing.fixture.ts';
import {
  aCashierTransactionDto,
  aCasinoRoundDto,
  aHistoryPageDto,
  anActivityRecordDto,
  aPaymentRecordDto,
  aSessionRecordDto,
  aSportsBetDto,
} from '../testing/history-dto.builders.ts';
import { HistoryHttpAdapter } from './history.http-adapter.ts';

const HISTORY = '/api/v1/customerfacing/customers/history';
const CASHIER = `${HISTORY}/cashier`;

const QUERY: HistoryQuery = {
  pageIndex: 1,
  pageSize: 20,
  range: { from: { year: 2026, month: 10, day: 22 }, to: { year: 2026, month: 11, day: 21 } },
};

const setUp = ({ signedIn = true } = {}) => {
  const fixture = customerFacingFixture({ signedIn });
  return { ...fixture, adapter: new HistoryHttpAdapter(fixture.client) };
};

/** Each history: its path, the adapter's call, an entry DTO and the time core reads from it. */
const HISTORIES = [
  ['cashier', (a: HistoryHttpAdapter) => a.getCashierHistory(QUERY), aCashierTransactionDto()],
  ['casino', (a: HistoryHttpAdapter) => a.getCasinoHistory(QUERY), aCasinoRoundDto()],
  ['sports', (a: HistoryHttpAdapter) => a.getSportsHistory(QUERY), aSportsBetDto()],
  ['payments', (a: HistoryHttpAdapter) => a.getPaymentHistory(QUERY), aPaymentRecordDto()],
  ['activity', (a: HistoryHttpAdapter) => a.getActivityHistory(QUERY), anActivityRecordDto()],
  ['session', (a: HistoryHttpAdapter) => a.getSessionHistory(QUERY), aSessionRecordDto()],
] as const;

describe('HistoryHttpAdapter', () => {
  it.each(HISTORIES)(
    'asks GET history/%s with the bearer token of the session',
    async (list, send, entry) => {
      const { server, adapter } = setUp();
      server.json('GET', `${HISTORY}/${list}`, 200, aHistoryPageDto([entry]));

      await send(adapter);

      expect(server.lastRequest(`${HISTORY}/${list}`)?.headers.get('Authorization')).toBe(
        `Bearer ${SIGNED_IN_TOKENS.accessToken}`,
      );
    },
  );

  it.each(HISTORIES)('answers a page of the %s history with its one entry', async (list, send, entry) => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      `${HISTORY}/${list}`,
      200,
      aHistoryPageDto([entry], { totalElements: 21, pageStart: 1 }),
    );

    const result = await send(adapter);

    expect(result.ok && [result.value.rows.length, result.value.totalCount, result.value.pageIndex]).toEqual([
      1, 21, 1,
    ]);
  });

  it('sends the page, its size and the range as Riga days', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 200, aHistoryPageDto([]));

    await adapter.getCashierHistory(QUERY);

    expect(Object.fromEntries(server.lastRequest(CASHIER)?.url.searchParams ?? [])).toEqual({
      dateFrom: '2026-10-22',
      dateTo: '2026-11-21',
      pageStart: '1',
      pageSize: '20',
    });
  });

  it('leaves the range to the server when the query has none', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 200, aHistoryPageDto([]));

    await adapter.getCashierHistory({ pageIndex: 0, pageSize: 20 });

    expect(server.lastRequest(CASHIER)?.url.search).toBe('?pageStart=0&pageSize=20');
  });

  it('maps a cashier transaction to core’s names, its time as epoch ms', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 200, aHistoryPageDto([aCashierTransactionDto()]));

    const result = await adapter.getCashierHistory(QUERY);

    expect(result.ok && result.value.rows[0]).toEqual({
      id: 55001,
      type: 'DEPOSIT',
      method: 'Swedbank',
      amount: 2000,
      currency: 'EUR',
      status: 'SUCCESS',
      createdAt: Date.UTC(2026, 10, 19, 17, 42, 0),
    });
  });

  it('fails with the general error when an entry is malformed', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 200, aHistoryPageDto([{ ...aCashierTransactionDto(), status: 'PAID' }]));

    expect(await adapter.getCashierHistory(QUERY)).toEqual({
      ok: false,
      error: {
        kind: 'api',
        errorCode: -1,
        httpStatus: 200,
        errorMessage:
          'Malformed response: body.content[0].status is not one of PENDING, SUCCESS, FAILED, CANCELLED',
      },
    });
  });

  it('fails with 401 errorCode 3 when the server refuses the session', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', CASHIER, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

    const result = await adapter.getCashierHistory(QUERY);

    expect([result, server.lastRequest(CASHIER)?.headers.has('Authorization')]).toMatchObject([
      { ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } },
      false,
    ]);
  });

  it('fails with 400 errorCode -1 when the server refuses the range', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 400, {
      errorCode: -1,
      errorMessage: 'dateTo is more than 365 days after dateFrom',
    });

    expect(await adapter.getCashierHistory(QUERY)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 400 },
    });
  });

  it('fails with a transport failure when the network is down', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', CASHIER);

    expect(await adapter.getCashierHistory(QUERY)).toEqual({
      ok: false,
      error: { kind: 'transport', message: 'fetch failed' },
    });
  });

  it('calls the API on its base URL', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 200, aHistoryPageDto([]));

    await adapter.getCashierHistory(QUERY);

    expect(server.lastRequest(CASHIER)?.url.origin).toBe(BASE_URL);
  });
});
