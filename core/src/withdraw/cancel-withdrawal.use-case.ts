import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { WithdrawPort } from '../withdraw/withdraw.port.ts';
import type { Withdrawal } from './withdraw.ts';

export type CancelWithdrawalOutcome =
  /** The money is back on the cash balance: refresh the balance. */
  | { readonly kind: 'cancelled'; readonly withdrawal: Withdrawal }
  /** E.g. 4 when the withdrawal is no longer PENDING. */
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Cancels a PENDING withdrawal (the contract lists no pending withdrawals, so the tab offers it for the
 * withdrawal it has just asked for).
 */
export class CancelWithdrawalUseCase {
  readonly #withdrawals: WithdrawPort;
  readonly #errors: ErrorCatalogue;

  constructor(withdrawals: WithdrawPort, errors: ErrorCatalogue) {
    this.#withdrawals = withdrawals;
    this.#errors = errors;
  }

  async execute(withdrawalId: number): Promise<CancelWithdrawalOutcome> {
    const cancelled = await this.#withdrawals.cancelWithdrawal(withdrawalId);
    return cancelled.ok
      ? { kind: 'cancelled', withdrawal: cancelled.value }
      : { kind: 'failed', error: describeFailure(cancelled.error, this.#errors) };
  }
}
