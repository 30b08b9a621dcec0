import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { SourceOfFundsPort } from '@lv-casino/core/source-of-funds/source-of-funds.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type {
  SourceOfFundsDeclaration,
  SourceOfFundsStatus,
} from '@lv-casino/core/source-of-funds/source-of-funds.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toSourceOfFundsStatus } from './source-of-funds.mapper.ts';
import { call, noContent } from './call.ts';

/** SourceOfFundsPort over GET sourceOfFunds/pending-declaration and POST sourceOfFunds/declare (private). */
export class SourceOfFundsHttpAdapter implements SourceOfFundsPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getStatus(): Promise<Result<SourceOfFundsStatus, ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/sourceOfFunds/pending-declaration'),
      toSourceOfFundsStatus,
    );
  }

  declare(declaration: SourceOfFundsDeclaration): Promise<Result<void, ApiFailure>> {
    const { sources, monthlyIncome, otherSource, employer } = declaration;
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/sourceOfFunds/declare', {
          body: {
            sources: [...sources],
            monthlyIncome,
            ...(otherSource === undefined ? {} : { otherSource }),
            ...(employer === undefined ? {} : { employer }),
          },
        }),
      noContent,
    );
  }
}
