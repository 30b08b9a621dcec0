import { describe, expect, it } from 'vitest';
import { anActivityBucketDto, anActivitySummaryDto } from '../testing/activity-dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { ActivityHttpAdapter } from './activity.http-adapter.ts';

const SUMMARY = '/api/v1/customerfacing/customers/activity/summary';

describe('ActivityHttpAdapter', () => {
  it('asks for the granularity and reads the buckets’ days and figures', async () => {
    const { server, client } = customerFacingFixture();
    server.json('GET', SUMMARY, 200, anActivitySummaryDto({ granularity: 'week' }));

    const result = await new ActivityHttpAdapter(client).getActivitySummary('week');

    expect([server.lastRequest(SUMMARY)?.url.search, result.ok && result.value.buckets]).toEqual([
      '?granularity=week',
      [
        {
          start: { year: 2026, month: 11, day: 1 },
          deposits: 15000,
          withdrawals: 5000,
          netResult: -2550,
          secondsPlayed: 9000,
        },
      ],
    ]);
  });

  it('fails a bucket whose start is not a day with -1', async () => {
    const { server, client } = customerFacingFixture();
    server.json(
      'GET',
      SUMMARY,
      200,
      anActivitySummaryDto({ buckets: [anActivityBucketDto({ start: '2026-13-01' })] }),
    );

    expect(await new ActivityHttpAdapter(client).getActivitySummary('month')).toMatchObject({
      ok: false,
      error: { errorCode: -1, httpStatus: 200 },
    });
  });
});
