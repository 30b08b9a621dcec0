import type {
  ExclusionStatus,
  SelfExclusionDetail,
  TimeoutDetail,
} from '@lv-casino/core/limits/limit-settings.ts';
import type { SelfExclusionRequest } from '@lv-casino/core/self-exclusion/exclusion.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const dateTime = <Dto>(dto: DtoReader<Dto>, key: keyof Dto & string): string | null => {
  const value = dto.nullableString(key as never);
  return value !== null && Number.isNaN(Date.parse(value)) ? malformed(`${key} is not a date-time`) : value;
};

const readSelfExclusion = (dto: DtoReader<Schemas['SelfExclusionDetail']>): SelfExclusionDetail => {
  const permanent = dto.boolean('permanent');
  const endDate = dateTime(dto, 'endDate');
  if (!permanent && endDate === null) malformed('a temporary self-exclusion has no endDate');
  return {
    isRemoved: dto.boolean('isRemoved'),
    removedDate: dateTime(dto, 'removedDate'),
    permanent,
    endDate,
  };
};

const readTimeout = (dto: DtoReader<Schemas['TimeoutDetail']>): TimeoutDetail => ({
  endDate: dateTime(dto, 'endDate') ?? malformed('a timeout has no endDate'),
});

const readStatus = (dto: DtoReader<Schemas['SelfExclusionStatus']>): ExclusionStatus => ({
  selfExclusion: dto.isNull('selfExclusion') ? null : readSelfExclusion(dto.object('selfExclusion')),
  timeout: dto.isNull('timeout') ? null : readTimeout(dto.object('timeout')),
});

/** SelfExclusionStatus DTO (or the same fields of ResponsibleGamingSettings) → the exclusions in force. */
export const toExclusionStatus = (body: unknown): Result<ExclusionStatus, string> =>
  decode(() => readStatus(DtoReader.of<Schemas['SelfExclusionStatus']>(body)));

/** SelfExclusionDetail DTO → core's detail (a temporary one must have its end date). */
export const toSelfExclusionDetail = (body: unknown): Result<SelfExclusionDetail, string> =>
  decode(() => readSelfExclusion(DtoReader.of<Schemas['SelfExclusionDetail']>(body)));

/** TimeoutDetail DTO → core's detail. */
export const toTimeoutDetail = (body: unknown): Result<TimeoutDetail, string> =>
  decode(() => readTimeout(DtoReader.of<Schemas['TimeoutDetail']>(body)));

/** The body of POST customers/responsibleGaming/selfExclusion: `period` only when not permanent. */
export const toSelfExclusionRequest = (request: SelfExclusionRequest): Schemas['SelfExclusionRequest'] =>
  request.permanent
    ? { permanent: true, password: request.password }
    : { permanent: false, period: request.period, password: request.password };
