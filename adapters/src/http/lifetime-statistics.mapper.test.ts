import { describe, expect, it } from 'vitest';
import { aLifetimeStatisticsDto } from '../testing/account-extras-dto.builders.ts';
import { toLifetimeStatistics } from './lifetime-statistics.mapper.ts';

describe('toLifetimeStatistics', () => {
  it('reads the totals in minor units and the registration date', () => {
    expect(toLifetimeStatistics(aLifetimeStatisticsDto())).toEqual({
      ok: true,
      value: {
        totalDeposits: 350000,
        totalWithdrawals: 180000,
        totalBets: 1204500,
        totalWins: 1129550,
        currency: 'EUR',
        registeredAt: Date.UTC(2024, 1, 3, 8, 11, 12),
      },
    });
  });

  it('refuses an amount that is not an integer of minor units', () => {
    expect(toLifetimeStatistics(aLifetimeStatisticsDto({ totalBets: 12.5 }))).toEqual({
      ok: false,
      error: 'body.totalBets is not an integer',
    });
  });
});
