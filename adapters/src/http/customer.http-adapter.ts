import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { Balance } from '@lv-casino/core/money/balance.ts';
import type { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toBalance, toUser } from './customer.mapper.ts';

/** CustomerPort over GET currentCustomer and GET customers/balances (both private). */
export class CustomerHttpAdapter implements CustomerPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getCurrentCustomer(): Promise<Result<User, ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/currentCustomer'), toUser);
  }

  getBalance(): Promise<Result<Balance, ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/customers/balances'), toBalance);
  }
}
