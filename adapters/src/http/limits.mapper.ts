import type { LimitChange, LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  type Limit,
  type LimitSettingsUpdate,
  type LimitType,
  type LimitValue,
  type PendingLimit,
  type ResponsibleGamingSettings,
} from '@lv-casino/core/limits/limit-settings.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';
import { toExclusionStatus } from './exclusion.mapper.ts';

type Schemas = components['schemas'];

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

const isLimitType = (type: string): type is LimitType => (LIMIT_TYPES as readonly string[]).includes(type);

/** A type the client does not know yet (added to the contract later) is left out, not an error. */
const known = <Dto extends { type: string }>(dtos: readonly DtoReader<Dto>[]): DtoReader<Dto>[] =>
  dtos.filter((dto) => isLimitType(dto.string('type')));

const typeOf = <Dto extends { type: string }>(dto: DtoReader<Dto>): LimitType =>
  dto.oneOf('type', LIMIT_TYPES);

const nonNegative = <Dto>(dto: DtoReader<Dto>, key: keyof Dto & string): number => {
  const amount = dto.integer(key as never);
  return amount < 0 ? malformed(`${key} of a limit is negative`) : amount;
};

const toLimit = (dto: DtoReader<Schemas['Limit']>): Limit => ({
  type: typeOf(dto),
  period: dto.oneOf('period', LIMIT_PERIODS),
  amount: nonNegative(dto, 'amount'),
  usedAmount: nonNegative(dto, 'usedAmount'),
  periodStart: dto.nullableString('periodStart'),
  periodEnd: dto.nullableString('periodEnd'),
});

const toPendingLimit = (dto: DtoReader<Schemas['LimitAdjustment']>): PendingLimit => ({
  uniqueId: dto.string('uniqueId'),
  type: typeOf(dto),
  period: dto.oneOf('period', LIMIT_PERIODS),
  currentAmount: amountOf(dto, 'currentAmount'),
  newAmount: amountOf(dto, 'newAmount'),
  confirmed: dto.nullableBoolean('confirmed'),
  effectiveFrom: dto.string('effectiveFrom'),
});

/**
 * ResponsibleGamingSettings DTO → the limits tab's settings: the limits in force with their use, the
 * pending adjustments (limits of a type this client does not know are left out), the self-exclusion
 * and timeout (null when none) and the reality-check interval.
 */
export const toResponsibleGamingSettings = (body: unknown): Result<ResponsibleGamingSettings, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['ResponsibleGamingSettings']>(body);
    const exclusion = toExclusionStatus(body);
    if (!exclusion.ok) return malformed(exclusion.error);
    const interval = dto.nullableInteger('realityCheckInterval');
    return {
      limits: known(dto.objects<Schemas['Limit']>('limits')).map(toLimit),
      pending: known(dto.objects<Schemas['LimitAdjustment']>('pendingLimits')).map(toPendingLimit),
      ...exclusion.value,
      realityCheckInterval:
        interval !== null && interval < 1 ? malformed('realityCheckInterval is under 1') : interval,
    };
  });

/** ResponsibleGamingDefaults DTO → the label's default limits (of the types this client knows). */
export const toLimitDefaults = (body: unknown): Result<readonly LimitValue[], string> =>
  decode(() =>
    known(
      DtoReader.of<Schemas['ResponsibleGamingDefaults']>(body).objects<Schemas['LimitValue']>('limits'),
    ).map((dto): LimitValue => ({
      type: typeOf(dto),
      period: dto.oneOf('period', LIMIT_PERIODS),
      amount: nonNegative(dto, 'amount'),
    })),
  );

/** The body of POST customers/responsibleGaming/settings; `removeLimits` only when something goes. */
export const toSettingsUpdate = (
  update: LimitSettingsUpdate,
): Schemas['ResponsibleGamingSettingsUpdate'] => ({
  limits: update.limits.map(({ type, period, amount }) => ({ type, period, amount })),
  ...(update.removeLimits.length > 0
    ? { removeLimits: update.removeLimits.map(({ type, period }) => ({ type, period })) }
    : {}),
});
