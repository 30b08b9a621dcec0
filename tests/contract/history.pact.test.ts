import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { HistoryHttpAdapter } from '@lv-casino/adapters/http/history.http-adapter.ts';
import type { HistoryQuery } from '@lv-casino/core/history/history.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, fromProviderState, integer, number, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes UTC with milliseconds). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;
const dateTime = (example: string) => regex(DATE_TIME, example);
const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);

const HISTORY = '/api/v1/customerfacing/customers/history';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };

/** The consumer's range; at verification the provider state's last 90 days (anna's seed is recent). */
const QUERY: HistoryQuery = {
  pageIndex: 0,
  pageSize: 20,
  range: { from: { year: 2026, month: 8, day: 23 }, to: { year: 2026, month: 11, day: 21 } },
};
const QUERY_PARAMS = {
  dateFrom: fromProviderState('${dateFrom}', '2026-08-23'),
  dateTo: fromProviderState('${dateTo}', '2026-11-21'),
  pageStart: '0',
  pageSize: '20',
};

const adapterFor = (baseUrl: string, signedIn = true) =>
  new HistoryHttpAdapter(pactClient(baseUrl, { signedIn }));

type Adapter = HistoryHttpAdapter;

/** One interaction: anna's first page of a history holds entries like `entry`. */
const annasPage = (
  history: string,
  entry: Record<string, unknown>,
  send: (adapter: Adapter) => Promise<unknown>,
) =>
  createPact()
    .addInteraction()
    .given('player anna is logged in and has entries in a history', { history })
    .uponReceiving(`a request for the first page of anna's ${history} history in a range of days`)
    .withRequest('GET', `${HISTORY}/${history}`, (request) => request.query(QUERY_PARAMS).headers(PRIVATE))
    .willRespondWith(200, (response) =>
      response
        .headers(JSON_RESPONSE)
        .jsonBody({ content: eachLike(entry), totalElements: integer(1), pageStart: 0, pageSize: 20 }),
    )
    .executeTest((server) => send(adapterFor(server.url)));

describe('getCashierHistory (GET customers/history/cashier, private)', () => {
  it('answers a page of anna’s deposits and withdrawals', async () => {
    const result = await annasPage(
      'cashier',
      {
        transactionId: integer(55001),
        type: oneOf(['DEPOSIT', 'WITHDRAW'], 'DEPOSIT'),
        method: string('Swedbank'),
        amount: integer(2000),
        currency: string('EUR'),
        status: oneOf(['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED'], 'SUCCESS'),
        createdAt: dateTime('2026-11-19T17:42:00.000Z'),
      },
      (adapter) => adapter.getCashierHistory(QUERY),
    );

    expect(result).toEqual({
      ok: true,
      value: {
        rows: [
          {
            id: 55001,
            type: 'DEPOSIT',
            method: 'Swedbank',
            amount: 2000,
            currency: 'EUR',
            status: 'SUCCESS',
            createdAt: Date.UTC(2026, 10, 19, 17, 42),
          },
        ],
        totalCount: 1,
        pageIndex: 0,
        pageSize: 20,
      },
    });
  });

  it('answers an empty page for a player without history', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a logged-in player has no history', { username: 'pact.history-empty' })
      .uponReceiving('a request for the cashier history of a player without history')
      .withRequest('GET', `${HISTORY}/cashier`, (request) =>
        request
          .query({ dateFrom: '2026-08-23', dateTo: '2026-11-21', pageStart: '0', pageSize: '20' })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ content: [], totalElements: 0, pageStart: 0, pageSize: 20 }),
      )
      .executeTest((server) => adapterFor(server.url).getCashierHistory(QUERY));

    expect(result).toEqual({ ok: true, value: { rows: [], totalCount: 0, pageIndex: 0, pageSize: 20 } });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the cashier history without a token')
      .withRequest('GET', `${HISTORY}/cashier`, (request) =>
        request
          .query({ dateFrom: '2026-08-23', dateTo: '2026-11-21', pageStart: '0', pageSize: '20' })
          .headers(CLIENT_HEADERS),
      )
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ errorCode: 3, errorMessage: string('Unauthorized') }),
      )
      .executeTest((server) => adapterFor(server.url, false).getCashierHistory(QUERY));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('getCasinoHistory (GET customers/history/casino, private)', () => {
  it('answers a page of anna’s casino rounds', async () => {
    const result = await annasPage(
      'casino',
      {
        roundId: string('PRG-7731-0042'),
        gameName: string('Gates of Olympus'),
        gameProvider: string('PRAGMATIC'),
        gameType: oneOf(['RNG', 'LIVE_CASINO'], 'RNG'),
        betAmount: integer(200),
        winAmount: integer(540),
        currency: string('EUR'),
        playedAt: dateTime('2026-11-20T19:14:08.000Z'),
      },
      (adapter) => adapter.getCasinoHistory(QUERY),
    );

    expect(result).toMatchObject({
      ok: true,
      value: {
        rows: [{ roundId: 'PRG-7731-0042', provider: 'PRAGMATIC', betAmount: 200, winAmount: 540 }],
        totalCount: 1,
      },
    });
  });
});

describe('getSportsHistory (GET customers/history/sports, private)', () => {
  it('answers a page of anna’s settled sports bets', async () => {
    const result = await annasPage(
      'sports',
      {
        betId: string('SB-2026-118834'),
        betType: oneOf(['SINGLE', 'COMBO', 'SYSTEM'], 'SINGLE'),
        description: string('Latvija – Igaunija: 1'),
        stake: integer(1000),
        odds: number(1.85),
        winAmount: integer(1850),
        currency: string('EUR'),
        status: oneOf(['OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT'], 'WON'),
        placedAt: dateTime('2026-11-18T16:55:00.000Z'),
        settledAt: dateTime('2026-11-18T19:50:00.000Z'),
      },
      (adapter) => adapter.getSportsHistory(QUERY),
    );

    expect(result).toMatchObject({
      ok: true,
      value: {
        rows: [
          { betId: 'SB-2026-118834', odds: 1.85, winAmount: 1850, settledAt: Date.UTC(2026, 10, 18, 19, 50) },
        ],
      },
    });
  });
});

describe('getPaymentHistory (GET customers/history/payments, private)', () => {
  it('answers a page of the movements of anna’s money', async () => {
    const result = await annasPage(
      'payments',
      {
        paymentId: integer(700123),
        type: oneOf(['DEPOSIT', 'WITHDRAW', 'BET', 'WIN', 'BONUS', 'BONUS_RELEASE', 'ADJUSTMENT'], 'BET'),
        amount: integer(-200),
        balanceAfter: integer(124850),
        currency: string('EUR'),
        createdAt: dateTime('2026-11-20T19:14:08.000Z'),
      },
      (adapter) => adapter.getPaymentHistory(QUERY),
    );

    expect(result).toMatchObject({
      ok: true,
      value: { rows: [{ id: 700123, type: 'BET', amount: -200, balanceAfter: 124850 }] },
    });
  });
});

describe('getActivityHistory (GET customers/history/activity, private)', () => {
  it('answers a page of anna’s account events', async () => {
    const result = await annasPage(
      'activity',
      {
        activityId: integer(31005),
        activityType: oneOf(
          [
            'LOGIN',
            'LOGOUT',
            'FAILED_LOGIN',
            'PASSWORD_CHANGE',
            'PROFILE_UPDATE',
            'LIMIT_CHANGE',
            'SELF_EXCLUSION',
            'TIMEOUT',
            'DOCUMENT_UPLOAD',
          ],
          'LOGIN',
        ),
        ipAddress: string('85.254.76.12'),
        createdAt: dateTime('2026-11-21T06:02:31.000Z'),
      },
      (adapter) => adapter.getActivityHistory(QUERY),
    );

    expect(result).toMatchObject({
      ok: true,
      value: { rows: [{ id: 31005, type: 'LOGIN', ipAddress: '85.254.76.12' }] },
    });
  });
});

describe('getSessionHistory (GET customers/history/session, private)', () => {
  it('answers a page of anna’s closed sessions', async () => {
    const result = await annasPage(
      'session',
      {
        sessionId: string('s-1001-20261120'),
        loginAt: dateTime('2026-11-20T18:30:00.000Z'),
        logoutAt: dateTime('2026-11-20T20:05:12.000Z'),
        ipAddress: string('85.254.76.12'),
        device: oneOf(['DESKTOP', 'MOBILE'], 'DESKTOP'),
        totalBets: integer(4200),
        totalWins: integer(3950),
        currency: string('EUR'),
      },
      (adapter) => adapter.getSessionHistory(QUERY),
    );

    expect(result).toMatchObject({
      ok: true,
      value: {
        rows: [{ id: 's-1001-20261120', device: 'DESKTOP', logoutAt: Date.UTC(2026, 10, 20, 20, 5, 12) }],
      },
    });
  });
});
