import type { ActivitySummary } from '@lv-casino/core/activity/activity.ts';
import { ACTIVITY_GRANULARITIES } from '@lv-casino/core/activity/activity.ts';
import { parseIsoDate } from '@lv-casino/core/history/history-range.rule.ts';
import type { CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** A `YYYY-MM-DD` day of the contract; a body with anything else is malformed. */
const day = (text: string, path: string): CalendarDate =>
  parseIsoDate(text) ?? malformed(`${path} is not a date`);

/** ActivitySummary DTO → ActivitySummary (amounts in minor units, time in seconds, as sent). */
export const toActivitySummary = (body: unknown): Result<ActivitySummary, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['ActivitySummary']>(body);
    return {
      granularity: dto.oneOf('granularity', ACTIVITY_GRANULARITIES),
      currency: dto.string('currency'),
      from: day(dto.string('from'), 'body.from'),
      to: day(dto.string('to'), 'body.to'),
      buckets: dto.objects<Schemas['ActivityBucket']>('buckets').map((bucket, index) => ({
        start: day(bucket.string('start'), `body.buckets[${String(index)}].start`),
        deposits: bucket.integer('deposits'),
        withdrawals: bucket.integer('withdrawals'),
        netResult: bucket.integer('netResult'),
        secondsPlayed: bucket.integer('secondsPlayed'),
      })),
    };
  });
