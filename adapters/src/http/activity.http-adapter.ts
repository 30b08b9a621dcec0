import type { ActivityPort } from '@lv-casino/core/activity/activity.port.ts';
import type { ActivityGranularity, ActivitySummary } from '@lv-casino/core/activity/activity.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toActivitySummary } from './activity.mapper.ts';
import { call } from './call.ts';

/** ActivityPort over GET customers/activity/summary (private; amounts in minor units, time in seconds). */
export class ActivityHttpAdapter implements ActivityPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getActivitySummary(granularity: ActivityGranularity): Promise<Result<ActivitySummary, ApiFailure>> {
    return call(
      () =>
        this.#client.GET('/api/v1/customerfacing/customers/activity/summary', {
          params: { query: { granularity } },
        }),
      toActivitySummary,
    );
  }
}
