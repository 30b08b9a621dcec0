import { isRecord } from '../openapi/openapi-document.ts';
import type { PersistedStore } from '../persistence/persisted-stores.registry.ts';
import type { SandboxState } from '../state.ts';
import type { CashierEntry } from '../wallet/ledger.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import type { DepositProviderCode } from './deposit-catalogue.ts';

export type TransactionStatus =
  'PENDING' | 'WAIT_CONFIRMATION' | 'COMPLETED_SUCCESS' | 'CANCELED' | 'FAILED' | 'REJECTED';

export interface PaymentTransaction {
  readonly id: number;
  readonly playerId: number;
  readonly provider: DepositProviderCode;
  /** Minor units; null when the customer chooses the amount on the payment page (TripleZero). */
  amount: number | null;
  readonly currency: string;
  readonly depositCode: string | null;
  /** Bank, card method or coin, when the call named one. */
  readonly method: string | null;
  /** Lower-case language of the deposit result pages the payment page returns to. */
  readonly lang: string;
  status: TransactionStatus;
  /** The provider's session id of a redirect deposit. */
  readonly sessionId: string;
  /** Epoch ms. */
  readonly createdAt: number;
  /** Why it failed or was cancelled (failTransaction comment, payment page choice). */
  comment: string | null;
  /** Bonus credited with a successful deposit, minor units. */
  bonus: number;
  /** The deposit's entry in the wallet's cashier history (once the amount is known). */
  cashier: CashierEntry | null;
}

/** Ids start here so they look like the contract's examples. */
export const firstTransactionId = 884_501;

/** A transaction as stored: its cashier entry, which lives in the wallet's ledger, is named by id. */
type TransactionDocument = Omit<PaymentTransaction, 'cashier'> & { readonly cashier: number | null };

/** Finds a player's cashier entry by its id in the wallet (to share it again after a restore). */
export type CashierLookup = (playerId: number, transactionId: number) => CashierEntry | undefined;

/**
 * Every payment transaction, by id; the sandbox's deposits of all players. Persisted (kind 'payments',
 * one document per transaction): a transaction created or handed out by {@link get} may be changed in
 * place, so it counts as touched.
 */
export class TransactionStore implements PersistedStore {
  readonly kind = 'payments';
  readonly #byId = new Map<number, PaymentTransaction>();
  readonly #touched = new Set<number>();
  readonly #cashierEntry: CashierLookup;
  #nextId = firstTransactionId;

  constructor(cashierEntry: CashierLookup = () => undefined) {
    this.#cashierEntry = cashierEntry;
  }

  create(
    input: Pick<
      PaymentTransaction,
      'playerId' | 'provider' | 'amount' | 'currency' | 'depositCode' | 'method' | 'lang'
    >,
    now: number,
  ): PaymentTransaction {
    const id = this.#nextId++;
    const transaction: PaymentTransaction = {
      ...input,
      id,
      status: 'PENDING',
      sessionId: `sbx${(id * 2654435761) % 4294967296}`.slice(0, 12),
      createdAt: now,
      comment: null,
      bonus: 0,
      cashier: null,
    };
    this.#byId.set(id, transaction);
    this.#touched.add(id);
    return transaction;
  }

  get(id: number): PaymentTransaction | undefined {
    const transaction = this.#byId.get(id);
    if (transaction !== undefined) this.#touched.add(id);
    return transaction;
  }

  /** Transactions of one player (or all), newest first; for reading (the payment page's list). */
  list(playerId?: number): PaymentTransaction[] {
    return [...this.#byId.values()]
      .filter((t) => playerId === undefined || t.playerId === playerId)
      .reverse();
  }

  takeTouched(): number[] {
    const keys = [...this.#touched];
    this.#touched.clear();
    return keys;
  }

  documentOf(id: number): unknown {
    const transaction = this.#byId.get(id);
    if (transaction === undefined) return undefined;
    const document: TransactionDocument = {
      ...transaction,
      cashier: transaction.cashier?.transactionId ?? null,
    };
    return document;
  }

  keys(): Iterable<number> {
    return this.#byId.keys();
  }

  /**
   * Takes the stored transactions back, each sharing its cashier entry with the wallet again (so
   * settling it later changes the entry the cashier history lists).
   */
  restore(documents: ReadonlyMap<number, unknown>): void {
    for (const [id, document] of documents) {
      if (!isRecord(document) || document.id !== id || typeof document.playerId !== 'number') {
        throw new Error(`payments document ${String(id)} is not a payment transaction`);
      }
      const stored = document as unknown as TransactionDocument;
      const cashier =
        stored.cashier === null ? null : (this.#cashierEntry(stored.playerId, stored.cashier) ?? null);
      this.#byId.set(id, { ...stored, cashier });
      this.#nextId = Math.max(this.#nextId, id + 1);
    }
  }
}

const stores = new WeakMap<SandboxState, TransactionStore>();

/** The payment transactions of a sandbox (one per state). */
export function transactionsOf(state: SandboxState): TransactionStore {
  let store = stores.get(state);
  if (store === undefined) {
    const wallet = walletOf(state);
    store = new TransactionStore((playerId, transactionId) => wallet.cashierEntry(playerId, transactionId));
    stores.set(state, store);
    state.persistedStores.attach(store);
  }
  return store;
}
