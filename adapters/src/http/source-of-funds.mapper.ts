import type { SourceOfFundsStatus } from '@lv-casino/core/source-of-funds/source-of-funds.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** An ISO 8601 date-time with an offset → ms since the epoch; a body with anything else is malformed. */
const instant = (text: string, path: string): number => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? malformed(`${path} is not a date-time`) : ms;
};

/**
 * SourceOfFundsStatus DTO → SourceOfFundsStatus (`dueDate` as ms since the epoch or null). A pending
 * declaration without a deadline, or a deadline without one pending, is malformed.
 */
export const toSourceOfFundsStatus = (body: unknown): Result<SourceOfFundsStatus, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SourceOfFundsStatus']>(body);
    const pending = dto.boolean('pending');
    const due = dto.nullableString('dueDate');
    if (pending !== (due !== null)) malformed('body.dueDate must be given exactly when pending');
    return {
      pending,
      thresholdAmount: dto.integer('thresholdAmount'),
      dueDate: due === null ? null : instant(due, 'body.dueDate'),
    };
  });
