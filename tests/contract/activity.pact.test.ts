import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ActivityHttpAdapter } from '@lv-casino/adapters/http/activity.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, integer, regex, string } = MatchersV3;

const DATE = String.raw`^\d{4}-\d{2}-\d{2}$`;
const SUMMARY = '/api/v1/customerfacing/customers/activity/summary';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };

describe('getActivitySummary (GET customers/activity/summary, private)', () => {
  it('answers anna’s months of the last year with their figures', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is logged in')
      .uponReceiving('a request for the monthly activity summary of anna')
      .withRequest('GET', SUMMARY, (request) => request.headers(PRIVATE).query({ granularity: 'month' }))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          granularity: 'month',
          currency: string('EUR'),
          from: regex(DATE, '2025-12-01'),
          to: regex(DATE, '2026-11-21'),
          buckets: eachLike({
            start: regex(DATE, '2026-11-01'),
            deposits: integer(15000),
            withdrawals: integer(5000),
            netResult: integer(-2550),
            secondsPlayed: integer(9000),
          }),
        }),
      )
      .executeTest((server) =>
        new ActivityHttpAdapter(pactClient(server.url, { signedIn: true })).getActivitySummary('month'),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        granularity: 'month',
        currency: 'EUR',
        from: { year: 2025, month: 12, day: 1 },
        to: { year: 2026, month: 11, day: 21 },
        buckets: [
          {
            start: { year: 2026, month: 11, day: 1 },
            deposits: 15000,
            withdrawals: 5000,
            netResult: -2550,
            secondsPlayed: 9000,
          },
        ],
      },
    });
  });
});
