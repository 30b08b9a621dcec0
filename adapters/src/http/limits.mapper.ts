import type { LimitChange, LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const LIMIT_PERIODS = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;

/** An amount of a limit: an integer of at least 0 (minor units, a count or minutes), or null. */
const amountOf = (dto: DtoReader<Schemas['LimitAdjustment']>, key: 'currentAmount' | 'newAmount') => {
  const amount = dto.nullableInteger(key);
  return amount !== null && amount < 0 ? malformed(`${key} of a pending limit is negative`) : amount;
};

const toLimitChange = (dto: DtoReader<Schemas['LimitAdjustment']>): LimitChange => ({
  type: dto.string('type'),
  period: dto.oneOf('period', LIMIT_PERIODS),
  currentAmount: amountOf(dto, 'currentAmount'),
  newAmount: amountOf(dto, 'newAmount'),
});

/**
 * ResponsibleGamingSettings DTO → its pending adjustments (`pendingLimits`, in the server's order) as
 * LimitChanges: type, period and the amounts (null: no limit now / the limit goes). The other parts of
 * the settings (limits in force, self-exclusion, timeout, interval) are not read.
 */
export const toPendingLimits = (body: unknown): Result<readonly LimitChange[], string> =>
  decode(() =>
    DtoReader.of<Schemas['ResponsibleGamingSettings']>(body)
      .objects<Schemas['LimitAdjustment']>('pendingLimits')
      .map(toLimitChange),
  );

/**
 * The body of POST responsibleGaming/adjustment/confirm: the data of the RESPONSIBLE_GAMING_CHANGES_APPLY
 * notification the player answered, sent back as the server gave it (its type and period strings are
 * the contract's LimitType and LimitPeriod).
 */
export const toLimitAdjustmentDecision = (change: LimitsChange): Schemas['LimitAdjustmentDecision'] => ({
  uniqueIds: [...change.uniqueIds],
  limits: change.limits.map((limit) => ({
    type: limit.type as Schemas['LimitType'],
    period: limit.period as Schemas['LimitPeriod'],
    currentAmount: limit.currentAmount,
    newAmount: limit.newAmount,
  })),
});
