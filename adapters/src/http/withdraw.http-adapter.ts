import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { WithdrawPort } from '@lv-casino/core/withdraw/withdraw.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { Withdrawal, WithdrawalRequest, WithdrawMethod } from '@lv-casino/core/withdraw/withdraw.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toWithdrawal, toWithdrawMethods } from './withdraw.mapper.ts';

/**
 * WithdrawPort over GET customers/withdraw/methods, POST customers/withdraw and POST
 * customers/withdraw/{withdrawalId}/cancel (all private; amounts in minor units).
 */
export class WithdrawHttpAdapter implements WithdrawPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getWithdrawMethods(): Promise<Result<readonly WithdrawMethod[], ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/customers/withdraw/methods'),
      toWithdrawMethods,
    );
  }

  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/withdraw', { body: request }),
      toWithdrawal,
    );
  }

  cancelWithdrawal(withdrawalId: number): Promise<Result<Withdrawal, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/withdraw/{withdrawalId}/cancel', {
          params: { path: { withdrawalId } },
        }),
      toWithdrawal,
    );
  }
}
