import type { PendingDeposit, PendingDepositPort } from '@lv-casino/core/deposit/pending-deposit.port.ts';

/** Session-storage key of the pending deposit (games-and-content.md §4: PENDING survives a reload). */
export const PENDING_DEPOSIT_STORAGE_KEY = 'lv-casino.pendingDeposit';

export interface SessionStoragePendingDepositStoreOptions {
  /** The tab's storage (`window.sessionStorage`). */
  readonly storage: Storage;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const isPendingDeposit = (value: unknown): value is PendingDeposit => {
  if (typeof value !== 'object' || value === null) return false;
  const { paymentTransactionId, provider, amount, currency, redirectUrl, startedAt } = value as Record<
    string,
    unknown
  >;
  return (
    isText(paymentTransactionId) &&
    isText(provider) &&
    typeof amount === 'number' &&
    Number.isSafeInteger(amount) &&
    amount > 0 &&
    isText(currency) &&
    (redirectUrl === null || isText(redirectUrl)) &&
    typeof startedAt === 'number' &&
    Number.isFinite(startedAt)
  );
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The pending deposit in the tab's session storage, as JSON under `lv-casino.pendingDeposit`. A value
 * that is not a whole pending deposit (malformed JSON, a missing or mistyped field) reads as none and
 * is removed. It never throws: a storage the browser blocks (privacy mode) or that is full makes
 * writes best-effort (a refused write removes the previous deposit rather than leave a stale one) and
 * reads answer null.
 */
export class SessionStoragePendingDepositStore implements PendingDepositPort {
  readonly #storage: Storage;

  constructor(options: SessionStoragePendingDepositStoreOptions) {
    this.#storage = options.storage;
  }

  load(): PendingDeposit | null {
    const text = this.#attempt(() => this.#storage.getItem(PENDING_DEPOSIT_STORAGE_KEY));
    if (text === undefined || text === null) return null;
    const value = parse(text);
    if (!isPendingDeposit(value)) {
      this.clear();
      return null;
    }
    const { paymentTransactionId, provider, amount, currency, redirectUrl, startedAt } = value;
    return { paymentTransactionId, provider, amount, currency, redirectUrl, startedAt };
  }

  save(deposit: PendingDeposit): void {
    const { paymentTransactionId, provider, amount, currency, redirectUrl, startedAt } = deposit;
    const text = JSON.stringify({ paymentTransactionId, provider, amount, currency, redirectUrl, startedAt });
    const written = this.#attempt(() => {
      this.#storage.setItem(PENDING_DEPOSIT_STORAGE_KEY, text);
      return true;
    });
    // A refused write leaves the previous deposit, which is another transaction's: none is better.
    if (written !== true) this.clear();
  }

  clear(): void {
    this.#attempt(() => {
      this.#storage.removeItem(PENDING_DEPOSIT_STORAGE_KEY);
    });
  }

  /** Runs `use`; undefined when the storage refuses (quota, security). */
  #attempt<T>(use: () => T): T | undefined {
    try {
      return use();
    } catch {
      return undefined;
    }
  }
}
