import type { DepositRequest } from './redirect-deposit.port.ts';
import { SAFECHARGE_FULL_CASHIER_MIN } from './deposit-providers.rule.ts';

export type DepositAmountProblem =
  | { readonly kind: 'invalid-amount' }
  | { readonly kind: 'below-minimum'; /** minor units */ readonly minimum: number };

/**
 * What is wrong with the amount of a deposit, or null: the amount must be a whole number of minor
 * units above 0, and the Safecharge full cashier (safecharge with no method chosen) takes at least
 * 1000 minor units (games-and-content.md §5).
 */
export function depositAmountProblem(
  request: Pick<DepositRequest, 'paymentProvider' | 'amount' | 'paymentMethod'>,
): DepositAmountProblem | null {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return { kind: 'invalid-amount' };
  const fullCashier = request.paymentProvider === 'safecharge' && request.paymentMethod === null;
  if (fullCashier && request.amount < SAFECHARGE_FULL_CASHIER_MIN) {
    return { kind: 'below-minimum', minimum: SAFECHARGE_FULL_CASHIER_MIN };
  }
  return null;
}
