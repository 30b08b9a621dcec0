import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { LifetimeStatistics } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.ts';
import type { LifetimeStatisticsPort } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toLifetimeStatistics } from './lifetime-statistics.mapper.ts';
import { call } from './call.ts';

/** LifetimeStatisticsPort over GET customers/lifetimestatistics (private; amounts in minor units). */
export class LifetimeStatisticsHttpAdapter implements LifetimeStatisticsPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getLifetimeStatistics(): Promise<Result<LifetimeStatistics, ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/customers/lifetimestatistics'),
      toLifetimeStatistics,
    );
  }
}
