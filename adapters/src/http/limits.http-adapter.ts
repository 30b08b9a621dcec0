import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { LimitChange, LimitsChange } from '@lv-casino/core/limits/limits-change.ts';
import type {
  LimitSettingsUpdate,
  LimitValue,
  ResponsibleGamingSettings,
} from '@lv-casino/core/limits/limit-settings.ts';
import type { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call, noContent } from './call.ts';
import {
  toLimitAdjustmentDecision,
  toLimitDefaults,
  toPendingLimits,
  toResponsibleGamingSettings,
  toSettingsUpdate,
} from './limits.mapper.ts';

const SETTINGS = '/api/v1/customerfacing/customers/{customerId}/responsibleGaming';

/**
 * LimitsPort over POST responsibleGaming/adjustment/confirm (confirmLimitAdjustment), GET
 * customers/{customerId}/responsibleGaming (getResponsibleGamingSettings), GET
 * customers/gaming/responsibleGaming/limits/default (getDefaultResponsibleGamingLimits) and POST
 * customers/responsibleGaming/settings (updateResponsibleGamingSettings), all private. The confirm
 * call sends the adjustments' ids in the query, comma-separated (`uniqueIds=a,b`, the contract's form
 * style without explode), and the notification's data as its body.
 */
export class LimitsHttpAdapter implements LimitsPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  /** Success is 204 whether the adjustments were confirmed or dropped. */
  confirmAdjustment(change: LimitsChange, confirmed: boolean): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/responsibleGaming/adjustment/confirm', {
          params: { query: { uniqueIds: [...change.uniqueIds], confirmed } },
          querySerializer: { array: { style: 'form', explode: false } },
          body: toLimitAdjustmentDecision(change),
        }),
      noContent,
    );
  }

  /** The pending adjustments of the customer's settings (the logged-in customer's id). */
  loadPendingLimits(customerId: number): Promise<Result<readonly LimitChange[], ApiFailure>> {
    return call(
      () =>
        this.#client.GET(SETTINGS, {
          params: { path: { customerId } },
        }),
      toPendingLimits,
    );
  }

  loadSettings(customerId: number): Promise<Result<ResponsibleGamingSettings, ApiFailure>> {
    return call(
      () => this.#client.GET(SETTINGS, { params: { path: { customerId } } }),
      toResponsibleGamingSettings,
    );
  }

  loadDefaults(): Promise<Result<readonly LimitValue[], ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/customers/gaming/responsibleGaming/limits/default'),
      toLimitDefaults,
    );
  }

  updateSettings(update: LimitSettingsUpdate): Promise<Result<ResponsibleGamingSettings, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/responsibleGaming/settings', {
          body: toSettingsUpdate(update),
        }),
      toResponsibleGamingSettings,
    );
  }
}
