import { describe, expect, it } from 'vitest';
import { aLifetimeStatisticsDto } from '../testing/account-extras-dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { LifetimeStatisticsHttpAdapter } from './lifetime-statistics.http-adapter.ts';

const API = '/api/v1/customerfacing';
const STATISTICS = `${API}/customers/lifetimestatistics`;

describe('LifetimeStatisticsHttpAdapter', () => {
  it('reads the statistics', async () => {
    const { server, client } = customerFacingFixture();
    server.json('GET', STATISTICS, 200, aLifetimeStatisticsDto());

    const result = await new LifetimeStatisticsHttpAdapter(client).getLifetimeStatistics();

    expect(result.ok && result.value.totalDeposits).toBe(350000);
  });

  it('fails a malformed answer with -1', async () => {
    const { server, client } = customerFacingFixture();
    server.json('GET', STATISTICS, 200, { totalDeposits: 1 });

    expect(await new LifetimeStatisticsHttpAdapter(client).getLifetimeStatistics()).toMatchObject({
      ok: false,
      error: { errorCode: -1, httpStatus: 200 },
    });
  });
});
