import { describe, expect, it } from 'vitest';
import {
  aCashierTransactionDto,
  aCasinoRoundDto,
  aHistoryPageDto,
  anActivityRecordDto,
  aPaymentRecordDto,
  aSessionRecordDto,
  aSportsBetDto,
} from '../testing/history-dto.builders.ts';
import {
  toAccountActivity,
  toAccountPayment,
  toCashierTransaction,
  toCasinoRound,
  toHistoryPage,
  toLoginSession,
  toSportsBet,
} from './history.mapper.ts';

describe('toHistoryPage', () => {
  it('reads the counts of the page', () => {
    expect(
      toHistoryPage(aHistoryPageDto([], { totalElements: 45, pageStart: 2, pageSize: 20 }), toCasinoRound),
    ).toEqual({ ok: true, value: { rows: [], totalCount: 45, pageIndex: 2, pageSize: 20 } });
  });

  it.each([
    ['the body is not an object', [], 'body is not an object'],
    [
      'the content is missing',
      { totalElements: 0, pageStart: 0, pageSize: 20 },
      'body.content is not an array',
    ],
    ['an entry is not an object', aHistoryPageDto([null]), 'body.content[0] is not an object'],
    ['the total is negative', aHistoryPageDto([], { totalElements: -1 }), 'body.totalElements is below 0'],
    ['the page size is 0', aHistoryPageDto([], { pageSize: 0 }), 'body.pageSize is below 1'],
    [
      'the page index is not an integer',
      aHistoryPageDto([], { pageStart: 0.5 }),
      'body.pageStart is not an integer',
    ],
  ])('rejects a page when %s', (_, body, reason) => {
    expect(toHistoryPage(body, toCasinoRound)).toEqual({ ok: false, error: reason });
  });
});

describe('history entries', () => {
  const first = <Row>(result: ReturnType<typeof toHistoryPage<unknown, Row>>) =>
    result.ok ? result.value.rows[0] : result.error;

  it('maps a casino round', () => {
    expect(first(toHistoryPage(aHistoryPageDto([aCasinoRoundDto()]), toCasinoRound))).toEqual({
      roundId: 'PRG-7731-0042',
      gameName: 'Gates of Olympus',
      provider: 'PRAGMATIC',
      gameType: 'RNG',
      betAmount: 200,
      winAmount: 540,
      currency: 'EUR',
      playedAt: Date.UTC(2026, 10, 20, 19, 14, 8),
    });
  });

  it('maps a settled sports bet', () => {
    expect(first(toHistoryPage(aHistoryPageDto([aSportsBetDto()]), toSportsBet))).toEqual({
      betId: 'SB-2026-118834',
      betType: 'SINGLE',
      description: 'Latvija – Igaunija: 1',
      stake: 1000,
      odds: 1.85,
      winAmount: 1850,
      currency: 'EUR',
      status: 'WON',
      placedAt: Date.UTC(2026, 10, 18, 16, 55, 0),
      settledAt: Date.UTC(2026, 10, 18, 19, 50, 0),
    });
  });

  it('keeps an open bet’s winnings and settlement time empty', () => {
    const open = aSportsBetDto({ status: 'OPEN', winAmount: null, settledAt: null });

    expect(first(toHistoryPage(aHistoryPageDto([open]), toSportsBet))).toMatchObject({
      status: 'OPEN',
      winAmount: null,
      settledAt: null,
    });
  });

  it.each([
    [{ odds: '1.85' }, 'body.content[0].odds is not a number ≥ 1'],
    [{ odds: 0.9 }, 'body.content[0].odds is not a number ≥ 1'],
    [{ settledAt: 'yesterday' }, 'body.content[0].settledAt is not a date-time'],
  ])('rejects a sports bet with %j', (override, reason) => {
    const bet = { ...aSportsBetDto(), ...override };

    expect(toHistoryPage(aHistoryPageDto([bet]), toSportsBet)).toEqual({ ok: false, error: reason });
  });

  it('maps a payment, a debit negative', () => {
    expect(first(toHistoryPage(aHistoryPageDto([aPaymentRecordDto()]), toAccountPayment))).toEqual({
      id: 700123,
      type: 'BET',
      amount: -200,
      balanceAfter: 124850,
      currency: 'EUR',
      createdAt: Date.UTC(2026, 10, 20, 19, 14, 8),
    });
  });

  it('maps an activity event', () => {
    expect(first(toHistoryPage(aHistoryPageDto([anActivityRecordDto()]), toAccountActivity))).toEqual({
      id: 31005,
      type: 'LOGIN',
      ipAddress: '85.254.76.12',
      createdAt: Date.UTC(2026, 10, 21, 6, 2, 31),
    });
  });

  it('maps a session, the current one without a logout time', () => {
    const result = toHistoryPage(
      aHistoryPageDto([aSessionRecordDto({ sessionId: 's-now', logoutAt: null }), aSessionRecordDto()]),
      toLoginSession,
    );

    expect(result.ok && result.value.rows).toEqual([
      expect.objectContaining({ id: 's-now', logoutAt: null }),
      {
        id: 's-1001-20261120-01',
        loginAt: Date.UTC(2026, 10, 20, 18, 30, 0),
        logoutAt: Date.UTC(2026, 10, 20, 20, 5, 12),
        ipAddress: '85.254.76.12',
        device: 'DESKTOP',
        totalBets: 4200,
        totalWins: 3950,
        currency: 'EUR',
      },
    ]);
  });

  it.each(['2026-11-19', '2026-11-19T19:42:00', '2026-13-19T19:42:00Z', 'Thu, 19 Nov 2026 17:42:00 GMT'])(
    'rejects the time "%s" (not a date-time with its offset)',
    (createdAt) => {
      const entry = aCashierTransactionDto({ createdAt });

      expect(toHistoryPage(aHistoryPageDto([entry]), toCashierTransaction)).toEqual({
        ok: false,
        error: 'body.content[0].createdAt is not a date-time',
      });
    },
  );

  it('reads a UTC time with fractions of a second', () => {
    const entry = aCashierTransactionDto({ createdAt: '2026-11-19T17:42:00.250Z' });

    expect(first(toHistoryPage(aHistoryPageDto([entry]), toCashierTransaction))).toMatchObject({
      createdAt: Date.UTC(2026, 10, 19, 17, 42, 0, 250),
    });
  });
});
