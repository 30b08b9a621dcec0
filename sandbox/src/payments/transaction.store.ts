import type { CashierEntry } from '../wallet/ledger.ts';
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

/** Every payment transaction, by id; the sandbox's deposits of all players. */
export class TransactionStore {
  readonly #byId = new Map<number, PaymentTransaction>();
  #nextId = firstTransactionId;

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
    return transaction;
  }

  get(id: number): PaymentTransaction | undefined {
    return this.#byId.get(id);
  }

  /** Transactions of one player (or all), newest first. */
  list(playerId?: number): PaymentTransaction[] {
    return [...this.#byId.values()]
      .filter((t) => playerId === undefined || t.playerId === playerId)
      .reverse();
  }
}
