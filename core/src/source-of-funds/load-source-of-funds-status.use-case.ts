import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { SourceOfFundsPort } from '../source-of-funds/source-of-funds.port.ts';
import type { ProfileLoadOutcome } from '../profile/profile-refusal.rule.ts';
import type { SourceOfFundsStatus } from './source-of-funds.ts';

/** Whether the player must declare the source of their funds, and by when. */
export class LoadSourceOfFundsStatusUseCase {
  readonly #sourceOfFunds: SourceOfFundsPort;
  readonly #errors: ErrorCatalogue;

  constructor(sourceOfFunds: SourceOfFundsPort, errors: ErrorCatalogue) {
    this.#sourceOfFunds = sourceOfFunds;
    this.#errors = errors;
  }

  async execute(): Promise<ProfileLoadOutcome<SourceOfFundsStatus>> {
    const status = await this.#sourceOfFunds.getStatus();
    return status.ok
      ? { kind: 'loaded', value: status.value }
      : { kind: 'failed', error: describeFailure(status.error, this.#errors) };
  }
}
