import { isRecord } from '../openapi/openapi-document.ts';
import type { CashierEntry, LedgerIds, PlayerLedger, WithdrawalRecord } from './ledger.ts';

/** A withdrawal as stored: its cashier entry is named by id, the entry itself is in `cashier`. */
type StoredWithdrawal = Omit<WithdrawalRecord, 'cashier'> & { readonly cashier: number };

/** A player's ledger as a JSON document of the database (SANDBOX_DB). */
export type LedgerDocument = Omit<PlayerLedger, 'withdrawals'> & { readonly withdrawals: StoredWithdrawal[] };

const lists = ['cashier', 'payments', 'casino', 'sports', 'activity', 'sessions', 'methods', 'withdrawals'];

/**
 * The document of a ledger. A withdrawal shares its entry with the cashier list (a cancel changes both),
 * so the document names the entry by its transaction id instead of holding a second copy of it.
 */
export function ledgerDocument(ledger: PlayerLedger): LedgerDocument {
  return {
    ...ledger,
    withdrawals: ledger.withdrawals.map((w) => ({ ...w, cashier: w.cashier.transactionId })),
  };
}

/** The ledger of a stored document, its withdrawals sharing their cashier entries again. */
export function ledgerOfDocument(playerId: number, document: unknown): PlayerLedger {
  if (!isRecord(document) || !lists.every((list) => Array.isArray(document[list]))) {
    throw new Error(`wallet document ${String(playerId)} is not a ledger`);
  }
  const stored = document as unknown as LedgerDocument;
  const byId = new Map<number, CashierEntry>(stored.cashier.map((c) => [c.transactionId, c]));
  const withdrawals = stored.withdrawals.map((w): WithdrawalRecord => {
    const cashier = byId.get(w.cashier);
    if (cashier === undefined) {
      throw new Error(
        `wallet document ${String(playerId)}: withdrawal ${String(w.withdrawalId)} has no cashier entry`,
      );
    }
    return { ...w, cashier };
  });
  return { ...stored, withdrawals };
}

/** Makes the ids handed out after a restore larger than every id of the restored ledgers. */
export function skipRestoredIds(ids: LedgerIds, ledgers: Iterable<PlayerLedger>): void {
  for (const ledger of ledgers) {
    for (const c of ledger.cashier) ids.transaction.skipPast(c.transactionId);
    for (const p of ledger.payments) ids.payment.skipPast(p.paymentId);
    for (const a of ledger.activity) ids.activity.skipPast(a.activityId);
    for (const w of ledger.withdrawals) ids.withdrawal.skipPast(w.withdrawalId);
  }
}
