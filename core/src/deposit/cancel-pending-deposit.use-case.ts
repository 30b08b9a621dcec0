import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { DepositCancelPort } from './deposit-cancel.port.ts';
import type { PendingDepositPort } from '../deposit/pending-deposit.port.ts';

export type CancelPendingDepositOutcome =
  | { readonly kind: 'cancelled' }
  /** No deposit was pending (another tab finished it, or it was never started). */
  | { readonly kind: 'none' }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The player gives up a pending deposit (deposit-status-modal): Blu Or's and Neopay's own cancel
 * calls, any other provider's transaction marked failed (failTransaction); then it is no longer
 * pending. A refused call keeps it pending.
 */
export class CancelPendingDepositUseCase {
  readonly #cancels: DepositCancelPort;
  readonly #pending: PendingDepositPort;
  readonly #errors: ErrorCatalogue;

  constructor(cancels: DepositCancelPort, pending: PendingDepositPort, errors: ErrorCatalogue) {
    this.#cancels = cancels;
    this.#pending = pending;
    this.#errors = errors;
  }

  async execute(): Promise<CancelPendingDepositOutcome> {
    const deposit = this.#pending.load();
    if (deposit === null) return { kind: 'none' };
    const id = deposit.paymentTransactionId;
    let cancelled;
    if (deposit.provider === 'bluOr') cancelled = await this.#cancels.cancelBluOrDeposit(id);
    else if (deposit.provider === 'neopay')
      cancelled = await this.#cancels.cancelNeopayDeposit({ paymentTransactionId: id, token: null });
    else cancelled = await this.#cancels.cancelTransaction(id);
    if (!cancelled.ok) return { kind: 'failed', error: describeFailure(cancelled.error, this.#errors) };
    this.#pending.clear();
    return { kind: 'cancelled' };
  }
}
