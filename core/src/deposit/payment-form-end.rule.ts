import type { DepositResultType } from './deposit-result.rule.ts';
import type { PaymentFormEnd } from './payment-form.ts';

/** The result page of each end of an in-page form: the -ext pages a provider's return shows. */
const RESULT_OF_END: Readonly<Record<PaymentFormEnd['kind'], DepositResultType>> = {
  completed: 'success-ext',
  pending: 'pending-ext',
  cancelled: 'cancel-ext',
  failed: 'failure-ext',
};

/**
 * Where the player goes when a provider's form mounted in the page ends: the deposit's result page,
 * as a provider's return would show it (`/deposit/success-ext?paymentTransactionId=884513`, relative to
 * the language). The page then does what it does after a redirect: a success raises the deposit's
 * tracking event and refreshes the balance, a cancel marks the transaction cancelled, and the pending
 * deposit ends (a pending page keeps it).
 */
export function paymentFormResultPath(end: PaymentFormEnd, paymentTransactionId: string): string {
  return `/deposit/${RESULT_OF_END[end.kind]}?paymentTransactionId=${encodeURIComponent(paymentTransactionId)}`;
}
