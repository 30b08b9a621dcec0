import type { StoredRealityTimer } from '@lv-casino/core/reality-check/reality-timer-store.port.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import {
  REALITY_TIMER_STORAGE_KEY,
  SessionStorageRealityTimerStore,
} from './session-storage.reality-timer-store.ts';

const COUNTING: StoredRealityTimer = {
  startedAt: 1_795_000_000_000,
  acknowledgeCounter: 2,
  secondsToTakeAction: null,
};
const POPUP: StoredRealityTimer = { ...COUNTING, secondsToTakeAction: 60 };

/** A storage whose quota is used up: every setItem throws as a browser's does. */
class FullStorage extends InMemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

/** A storage the browser blocks (cookies and site data disabled): every access throws. */
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
  store: new SessionStorageRealityTimerStore({ storage }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionStorageRealityTimerStore', () => {
  it('reads nothing when no timer was stored', () => {
    expect(storeOver().store.read()).toBeNull();
  });

  it('stores the timer as JSON under lv-casino.realityTimer', () => {
    const { storage, store } = storeOver();

    store.write(COUNTING);

    expect(JSON.parse(storage.getItem('lv-casino.realityTimer') ?? 'null') as unknown).toEqual(COUNTING);
  });

  it.each([
    ['counting', COUNTING],
    ['showing a popup', POPUP],
  ])('reads back a timer %s', (_, timer) => {
    const { store } = storeOver();
    store.write(timer);

    expect(store.read()).toEqual(timer);
  });

  it('stores only the timer’s fields', () => {
    const { storage, store } = storeOver();

    store.write({ ...COUNTING, extra: 'ignored' } as StoredRealityTimer);

    expect(JSON.parse(storage.getItem(REALITY_TIMER_STORAGE_KEY) ?? '{}') as unknown).toStrictEqual(COUNTING);
  });

  it.each([
    ['malformed JSON', '{"startedAt":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['no start', JSON.stringify({ acknowledgeCounter: 0, secondsToTakeAction: null })],
    ['a start that is text', JSON.stringify({ ...COUNTING, startedAt: '2026-11-21' })],
    ['a negative counter', JSON.stringify({ ...COUNTING, acknowledgeCounter: -1 })],
    ['a fractional counter', JSON.stringify({ ...COUNTING, acknowledgeCounter: 1.5 })],
    ['no seconds to take action', JSON.stringify({ startedAt: 1, acknowledgeCounter: 0 })],
    ['seconds to take action as text', JSON.stringify({ ...COUNTING, secondsToTakeAction: '60' })],
  ])('treats %s as no timer and removes it', (_, text) => {
    const { storage, store } = storeOver();
    storage.setItem(REALITY_TIMER_STORAGE_KEY, text);

    expect([store.read(), storage.getItem(REALITY_TIMER_STORAGE_KEY)]).toEqual([null, null]);
  });

  it('forgets the timer on clear', () => {
    const { storage, store } = storeOver();
    store.write(COUNTING);

    store.clear();

    expect(storage.getItem(REALITY_TIMER_STORAGE_KEY)).toBeNull();
  });

  it('does not throw when the storage is full', () => {
    const { store } = storeOver(new FullStorage());

    expect(() => {
      store.write(COUNTING);
    }).not.toThrow();
  });

  it('removes the previous timer when the storage refuses a new one', () => {
    const storage = new FullStorage();
    InMemoryStorage.prototype.setItem.call(storage, REALITY_TIMER_STORAGE_KEY, JSON.stringify(POPUP));
    const { store } = storeOver(storage);

    store.write(COUNTING);

    expect(store.read()).toBeNull();
  });

  it('reads nothing and throws nowhere when the browser blocks the storage', () => {
    const { store } = storeOver(new BlockedStorage());

    expect(() => {
      store.write(COUNTING);
      store.clear();
    }).not.toThrow();
    expect(store.read()).toBeNull();
  });

  it('uses the session storage of the page by default', () => {
    const storage = new InMemoryStorage();
    vi.stubGlobal('sessionStorage', storage);

    new SessionStorageRealityTimerStore().write(COUNTING);

    expect(storage.getItem(REALITY_TIMER_STORAGE_KEY)).not.toBeNull();
  });

  it('counts a page without session storage as a blocked storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    const store = new SessionStorageRealityTimerStore();

    expect(() => {
      store.write(COUNTING);
    }).not.toThrow();
    expect(store.read()).toBeNull();
  });
});
