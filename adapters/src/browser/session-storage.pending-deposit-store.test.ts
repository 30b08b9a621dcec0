import type { PendingDeposit } from '@lv-casino/core/deposit/pending-deposit.port.ts';
import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import {
  PENDING_DEPOSIT_STORAGE_KEY,
  SessionStoragePendingDepositStore,
} from './session-storage.pending-deposit-store.ts';

const DEPOSIT: PendingDeposit = {
  paymentTransactionId: '884512',
  provider: 'banklink',
  amount: 2000,
  currency: 'EUR',
  redirectUrl: 'https://pay.test/884512',
  startedAt: Date.parse('2026-11-24T10:00:00Z'),
};

/** A storage whose quota is used up: every setItem throws as a browser's does. */
class FullStorage extends InMemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage the browser blocks (privacy mode, site data disabled): every access throws. */
class BlockedStorage extends InMemoryStorage {
  override getItem(): string | null {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }

  override setItem(): void {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }

  override removeItem(): void {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  }
}

const storeOver = (storage: Storage = new InMemoryStorage()) => ({
  storage,
  store: new SessionStoragePendingDepositStore({ storage }),
});

describe('SessionStoragePendingDepositStore', () => {
  it('reads nothing when no deposit was stored', () => {
    expect(storeOver().store.load()).toBeNull();
  });

  it('reads back the deposit it saved', () => {
    const { store } = storeOver();
    store.save(DEPOSIT);

    expect(store.load()).toEqual(DEPOSIT);
  });

  it('reads back a deposit paid in a form in the page, which has no window to reopen', () => {
    const { store } = storeOver();
    store.save({ ...DEPOSIT, redirectUrl: null });

    expect(store.load()).toEqual({ ...DEPOSIT, redirectUrl: null });
  });

  it('stores the deposit as JSON under lv-casino.pendingDeposit', () => {
    const { storage, store } = storeOver();

    store.save(DEPOSIT);

    expect(JSON.parse(storage.getItem('lv-casino.pendingDeposit') ?? 'null') as unknown).toEqual(DEPOSIT);
  });

  it('stores only the deposit’s fields', () => {
    const { storage, store } = storeOver();

    store.save({ ...DEPOSIT, extra: 'ignored' } as PendingDeposit);

    expect(JSON.parse(storage.getItem(PENDING_DEPOSIT_STORAGE_KEY) ?? '{}') as unknown).toStrictEqual(
      DEPOSIT,
    );
  });

  it('keeps only the deposit’s fields of what it reads', () => {
    const { storage, store } = storeOver();
    storage.setItem(PENDING_DEPOSIT_STORAGE_KEY, JSON.stringify({ ...DEPOSIT, extra: 'x' }));

    expect(store.load()).toStrictEqual(DEPOSIT);
  });

  it('forgets the deposit on clear', () => {
    const { storage, store } = storeOver();
    store.save(DEPOSIT);

    store.clear();

    expect(storage.getItem(PENDING_DEPOSIT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['malformed JSON', '{"paymentTransactionId":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['no transaction', JSON.stringify({ ...DEPOSIT, paymentTransactionId: undefined })],
    ['a numeric transaction', JSON.stringify({ ...DEPOSIT, paymentTransactionId: 884512 })],
    ['an empty transaction', JSON.stringify({ ...DEPOSIT, paymentTransactionId: '' })],
    ['no provider', JSON.stringify({ ...DEPOSIT, provider: undefined })],
    ['an amount that is text', JSON.stringify({ ...DEPOSIT, amount: '2000' })],
    ['a fractional amount', JSON.stringify({ ...DEPOSIT, amount: 20.5 })],
    ['a zero amount', JSON.stringify({ ...DEPOSIT, amount: 0 })],
    ['no currency', JSON.stringify({ ...DEPOSIT, currency: undefined })],
    ['a redirect that is not text', JSON.stringify({ ...DEPOSIT, redirectUrl: 42 })],
    ['an empty redirect', JSON.stringify({ ...DEPOSIT, redirectUrl: '' })],
    ['no redirect', JSON.stringify({ ...DEPOSIT, redirectUrl: undefined })],
    ['a start that is text', JSON.stringify({ ...DEPOSIT, startedAt: '2026-11-24T10:00:00Z' })],
    ['no start', JSON.stringify({ ...DEPOSIT, startedAt: undefined })],
  ])('treats %s as no deposit and removes it', (_, text) => {
    const { storage, store } = storeOver();
    storage.setItem(PENDING_DEPOSIT_STORAGE_KEY, text);

    expect([store.load(), storage.getItem(PENDING_DEPOSIT_STORAGE_KEY)]).toEqual([null, null]);
  });

  it('does not throw when the storage is full', () => {
    const { store } = storeOver(new FullStorage());

    expect(() => {
      store.save(DEPOSIT);
    }).not.toThrow();
  });

  it('removes the previous deposit when the storage refuses a new one', () => {
    const storage = new FullStorage();
    InMemoryStorage.prototype.setItem.call(storage, PENDING_DEPOSIT_STORAGE_KEY, JSON.stringify(DEPOSIT));
    const { store } = storeOver(storage);

    store.save({ ...DEPOSIT, paymentTransactionId: '884513' });

    expect(store.load()).toBeNull();
  });

  it('reads nothing and throws nowhere when the browser blocks the storage', () => {
    const { store } = storeOver(new BlockedStorage());

    expect(() => {
      store.save(DEPOSIT);
      store.clear();
    }).not.toThrow();
    expect(store.load()).toBeNull();
  });
});
