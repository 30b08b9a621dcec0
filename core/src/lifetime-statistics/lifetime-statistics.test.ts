import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeLifetimeStatisticsPort } from '../testing/lifetime-statistics-port.fake.ts';
import { createLifetimeStatistics } from '../testing/lifetime-statistics.builder.ts';
import { formatCalendarDate, lifetimeFigures } from './lifetime-figures.rule.ts';
import { LoadLifetimeStatisticsUseCase } from './load-lifetime-statistics.use-case.ts';

const RIGA_WINTER = 120;

describe('lifetimeFigures', () => {
  it('shows anna’s totals in euros and her registration date', () => {
    expect(lifetimeFigures(createLifetimeStatistics(), RIGA_WINTER)).toEqual({
      deposits: '3 500.00 EUR',
      withdrawals: '1 800.00 EUR',
      bets: '12 045.00 EUR',
      wins: '11 295.50 EUR',
      netResult: '-749.50 EUR',
      netSign: 'negative',
      registeredOn: '03/02/2024',
    });
  });

  it('shows a player ahead', () => {
    const figures = lifetimeFigures(createLifetimeStatistics({ totalBets: 100, totalWins: 250 }), 0);
    expect([figures.netResult, figures.netSign]).toEqual(['1.50 EUR', 'positive']);
  });

  it('shows a new player’s zeros', () => {
    const zero = { totalDeposits: 0, totalWithdrawals: 0, totalBets: 0, totalWins: 0 };
    const figures = lifetimeFigures(createLifetimeStatistics(zero), 0);
    expect([figures.deposits, figures.netResult, figures.netSign]).toEqual(['0.00 EUR', '0.00 EUR', 'zero']);
  });

  it('uses the label’s currency suffix', () => {
    expect(
      lifetimeFigures(createLifetimeStatistics({ currency: 'BGN', totalDeposits: 500 }), 0).deposits,
    ).toBe('5.00 лв.');
  });
});

describe('formatCalendarDate', () => {
  it('gives the date on the player’s clock: 23:30 UTC is the next day in Riga', () => {
    const lateEvening = Date.parse('2026-11-21T23:30:00Z');
    expect([formatCalendarDate(lateEvening, 0), formatCalendarDate(lateEvening, RIGA_WINTER)]).toEqual([
      '21/11/2026',
      '22/11/2026',
    ]);
  });

  it('is always DD/MM/YYYY', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: -720, max: 840 }),
        (ms, offset) => {
          expect(formatCalendarDate(ms, offset)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        },
      ),
    );
  });
});

describe('LoadLifetimeStatisticsUseCase', () => {
  const catalogue = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

  it('answers the statistics', async () => {
    expect(
      await new LoadLifetimeStatisticsUseCase(new FakeLifetimeStatisticsPort(), catalogue).execute(),
    ).toEqual({
      kind: 'loaded',
      value: createLifetimeStatistics(),
    });
  });

  it('answers why they could not be read', async () => {
    const port = new FakeLifetimeStatisticsPort();
    port.result = fail(createApiFailure(-1));
    expect(await new LoadLifetimeStatisticsUseCase(port, catalogue).execute()).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });
});
