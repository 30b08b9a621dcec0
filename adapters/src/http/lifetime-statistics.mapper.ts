import type { LifetimeStatistics } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** An ISO 8601 date-time with an offset → ms since the epoch; a body with anything else is malformed. */
const instant = (text: string, path: string): number => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? malformed(`${path} is not a date-time`) : ms;
};

/** LifetimeStatistics DTO → LifetimeStatistics (amounts kept in minor units). */
export const toLifetimeStatistics = (body: unknown): Result<LifetimeStatistics, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['LifetimeStatistics']>(body);
    return {
      totalDeposits: dto.integer('totalDeposits'),
      totalWithdrawals: dto.integer('totalWithdrawals'),
      totalBets: dto.integer('totalBets'),
      totalWins: dto.integer('totalWins'),
      currency: dto.string('currency'),
      registeredAt: instant(dto.string('registeredAt'), 'body.registeredAt'),
    };
  });
