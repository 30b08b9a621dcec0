import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import type { CashierStatus } from '../wallet/ledger.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { bonusOf, depositOffers } from './deposit-catalogue.ts';
import type { PaymentTransaction, TransactionStatus } from './transaction.store.ts';

/** What the tester chooses on the sandbox payment page. */
export const payOutcomes = ['success', 'failure', 'cancel', 'pending'] as const;
export type PayOutcome = (typeof payOutcomes)[number];

const statusOf: Readonly<Record<PayOutcome, TransactionStatus>> = {
  success: 'COMPLETED_SUCCESS',
  failure: 'FAILED',
  cancel: 'CANCELED',
  pending: 'WAIT_CONFIRMATION',
};

const cashierStatusOf: Readonly<Record<TransactionStatus, CashierStatus>> = {
  PENDING: 'PENDING',
  WAIT_CONFIRMATION: 'PENDING',
  COMPLETED_SUCCESS: 'SUCCESS',
  CANCELED: 'CANCELLED',
  FAILED: 'FAILED',
  REJECTED: 'FAILED',
};

/** Statuses a payment can still be settled from. */
export const openStatuses: ReadonlySet<TransactionStatus> = new Set(['PENDING', 'WAIT_CONFIRMATION']);

export type Settlement =
  | { readonly ok: true; readonly transaction: PaymentTransaction; readonly returnUrl: string }
  | { readonly ok: false; readonly status: number; readonly message: string };

/** The cashier history's name of a deposit method: "Trust Payment", "Banklink · SWEDBANK". */
const methodLabel = (transaction: PaymentTransaction): string => {
  const name = transaction.provider
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return transaction.method === null ? name : `${name} · ${transaction.method}`;
};

/**
 * Mirrors a transaction in the wallet's cashier history: adds its entry once the amount is known and
 * keeps its status in step (PENDING, SUCCESS, FAILED, CANCELLED).
 */
export function recordInCashier(
  state: SandboxState,
  player: PlayerRecord,
  transaction: PaymentTransaction,
): void {
  const status = cashierStatusOf[transaction.status];
  if (transaction.cashier !== null) {
    // Through the wallet: the entry is the ledger's, and the ledger must count as changed.
    walletOf(state).updateCashier(player, transaction.cashier, status);
  } else if (transaction.amount !== null) {
    transaction.cashier = walletOf(state).recordCashier(player, {
      type: 'DEPOSIT',
      method: methodLabel(transaction),
      amount: transaction.amount,
      status,
    });
  }
}

/**
 * The deposit result page a settled transaction returns to (games-and-content.md §2):
 * /{lang}/deposit/{success|failure|cancel|pending}-ext?paymentTransactionId=…&status=…, the status being
 * the one that maps to that page.
 */
export function returnUrlOf(transaction: PaymentTransaction, outcome: PayOutcome): string {
  const query = new URLSearchParams({
    paymentTransactionId: String(transaction.id),
    status: transaction.status,
  });
  return `/${transaction.lang}/deposit/${outcome}-ext?${query.toString()}`;
}

/**
 * Settles an open transaction as the tester chose: success credits the amount to the player's cash
 * balance (and the claimed offer's bonus to the bonus balance) and records both in the wallet's payment
 * history, failure and cancel close it, pending leaves it waiting for confirmation (it can be settled
 * again later). A transaction without an amount (TripleZero) takes the one typed on the page. A success
 * is checked against the deposit limits (40 when the amount would pass one); a closed transaction
 * cannot be settled (409).
 */
export function settle(
  state: SandboxState,
  transaction: PaymentTransaction,
  outcome: PayOutcome,
  player: PlayerRecord,
  typedAmount: number | undefined,
): Settlement {
  if (!openStatuses.has(transaction.status)) {
    return {
      ok: false,
      status: 409,
      message: `Transaction ${transaction.id} is already ${transaction.status}`,
    };
  }
  const amount = transaction.amount ?? typedAmount;
  if (outcome === 'success') {
    if (amount === undefined || !Number.isInteger(amount) || amount < 1) {
      return { ok: false, status: 400, message: 'amount must be a positive integer (minor units)' };
    }
    // Checked again even when the start checked the amount: an open deposit counts for nothing until it
    // is paid, so vouchers paid one after the other must not together pass the limit.
    try {
      limitsOf(state).assertWithin(player, ['DEPOSIT', 'DEPOSIT_COUNT'], amount);
    } catch (error) {
      if (error instanceof SandboxError) return { ok: false, status: error.status, message: error.message };
      throw error;
    }
  }
  transaction.status = statusOf[outcome];
  if (outcome === 'cancel') transaction.comment = 'Cancelled on the payment page';
  if (outcome === 'failure') transaction.comment = 'Failed on the payment page';
  if (outcome === 'success' && amount !== undefined) credit(state, transaction, player, amount);
  recordInCashier(state, player, transaction);
  return { ok: true, transaction, returnUrl: returnUrlOf(transaction, outcome) };
}

function credit(
  state: SandboxState,
  transaction: PaymentTransaction,
  player: PlayerRecord,
  amount: number,
): void {
  const wallet = walletOf(state);
  transaction.amount = amount;
  player.cashBalance += amount;
  wallet.recordPayment(player, 'DEPOSIT', amount);
  const offer = depositOffers.find((o) => o.depositCode === transaction.depositCode);
  if (offer !== undefined && amount >= offer.minDepositAmount) {
    transaction.bonus = bonusOf(offer, amount);
    player.bonusBalance += transaction.bonus;
    wallet.recordPayment(player, 'BONUS', transaction.bonus);
  }
}
