import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/**
 * Giving up a started deposit (games-and-content.md §2 Deposit screens, §7 Deposits, private): the
 * transaction marked cancelled, or the provider's own cancel where it has one (Blu Or, Neopay).
 */
export interface DepositCancelPort {
  /** POST transactions/{id}/failTransaction: marks a transaction cancelled (the cancel result page). */
  cancelTransaction(paymentTransactionId: string): Promise<Result<void, ApiFailure>>;
  /** POST deposit/bluOr/cancel?paymentTransactionId [cancelBluOrDeposit]. */
  cancelBluOrDeposit(paymentTransactionId: string): Promise<Result<void, ApiFailure>>;
  /** POST deposit/neopay/cancel?paymentTransactionId&token [cancelNeopayDeposit]. */
  cancelNeopayDeposit(request: {
    readonly paymentTransactionId: string;
    readonly token: string | null;
  }): Promise<Result<void, ApiFailure>>;
}
export const DepositCancelPort = Symbol('DepositCancelPort');
