import type { CustomerConfig, GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toCustomerConfig, toGeneralConfig } from './config.mapper.ts';

/** ConfigPort over GET config/general (public) and GET config/customer (private). */
export class ConfigHttpAdapter implements ConfigPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getGeneral(): Promise<Result<GeneralConfig, ApiFailure>> {
    return call(() => this.#client.GET('/api/v2/customerfacing/config/general'), toGeneralConfig);
  }

  getCustomer(): Promise<Result<CustomerConfig, ApiFailure>> {
    return call(() => this.#client.GET('/api/v2/customerfacing/config/customer'), toCustomerConfig);
  }
}
