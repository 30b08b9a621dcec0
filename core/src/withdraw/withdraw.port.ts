import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { Withdrawal, WithdrawalRequest, WithdrawMethod } from '../withdraw/withdraw.ts';

/**
 * Withdrawals of the logged-in customer (the profile's withdraw tab; all calls private). A failure
 * carries the server's errorCode (account-and-session.md §8: 21, 23-26, 35, 69, 91, 116, 117, …).
 */
export interface WithdrawPort {
  /** GET customers/withdraw/methods: the methods with their bounds (35 when there are none, 91 unverified). */
  getWithdrawMethods(): Promise<Result<readonly WithdrawMethod[], ApiFailure>>;
  /** POST customers/withdraw: takes the amount from the cash balance into a PENDING withdrawal. */
  requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, ApiFailure>>;
  /** POST customers/withdraw/{withdrawalId}/cancel: a PENDING withdrawal only (otherwise 4). */
  cancelWithdrawal(withdrawalId: number): Promise<Result<Withdrawal, ApiFailure>>;
}
export const WithdrawPort = Symbol('WithdrawPort');
