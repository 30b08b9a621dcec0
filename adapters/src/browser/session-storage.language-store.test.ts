import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import { LANGUAGE_STORAGE_KEY, SessionStorageLanguageStore } from './session-storage.language-store.ts';

const storeOver = (storage = new InMemoryStorage()) => ({
  storage,
  store: new SessionStorageLanguageStore({ storage }),
});

describe('SessionStorageLanguageStore', () => {
  it('reads nothing when no language was stored', () => {
    const { store } = storeOver();

    expect(store.read()).toBeNull();
  });

  it('stores the language under lv-casino.lang', () => {
    const { storage, store } = storeOver();

    store.write('ru');

    expect(storage.getItem('lv-casino.lang')).toBe('ru');
    expect(store.read()).toBe('ru');
  });

  it('treats an unknown language as none and removes it', () => {
    const { storage, store } = storeOver();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'de');

    expect(store.read()).toBeNull();
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('forgets the language on clear', () => {
    const { storage, store } = storeOver();
    store.write('en');

    store.clear();

    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
