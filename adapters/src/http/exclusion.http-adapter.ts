import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type {
  ExclusionStatus,
  SelfExclusionDetail,
  TimeoutDetail,
} from '@lv-casino/core/limits/limit-settings.ts';
import type { ExclusionPort, SelfExclusionRequest } from '@lv-casino/core/self-exclusion/exclusion.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import {
  toExclusionStatus,
  toSelfExclusionDetail,
  toSelfExclusionRequest,
  toTimeoutDetail,
} from './exclusion.mapper.ts';

const SELF_EXCLUSION = '/api/v1/customerfacing/customers/responsibleGaming/selfExclusion';

/**
 * ExclusionPort over GET and POST customers/responsibleGaming/selfExclusion (getSelfExclusion,
 * selfExclude) and POST customers/responsibleGaming/timeout (takeTimeout), all private. The password
 * travels in the body only.
 */
export class ExclusionHttpAdapter implements ExclusionPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  loadExclusion(): Promise<Result<ExclusionStatus, ApiFailure>> {
    return call(() => this.#client.GET(SELF_EXCLUSION), toExclusionStatus);
  }

  selfExclude(request: SelfExclusionRequest): Promise<Result<SelfExclusionDetail, ApiFailure>> {
    return call(
      () => this.#client.POST(SELF_EXCLUSION, { body: toSelfExclusionRequest(request) }),
      toSelfExclusionDetail,
    );
  }

  takeTimeout(endDate: string): Promise<Result<TimeoutDetail, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/responsibleGaming/timeout', {
          body: { endDate },
        }),
      toTimeoutDetail,
    );
  }
}
