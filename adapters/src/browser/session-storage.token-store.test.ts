import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../testing/in-memory.storage.ts';
import { SessionStorageTokenStore, TOKENS_STORAGE_KEY } from './session-storage.token-store.ts';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

const storeOver = (storage = new InMemoryStorage()) => ({
  storage,
  store: new SessionStorageTokenStore({ storage }),
});

describe('SessionStorageTokenStore', () => {
  it('reads nothing when no pair was stored', () => {
    const { store } = storeOver();

    expect(store.read()).toBeNull();
  });

  it('reads back the pair it wrote', () => {
    const { store } = storeOver();

    store.write(tokens);

    expect(store.read()).toEqual(tokens);
  });

  it('stores the pair as JSON under lv-casino.tokens', () => {
    const { storage, store } = storeOver();

    store.write(tokens);

    expect(JSON.parse(storage.getItem('lv-casino.tokens') ?? '')).toEqual(tokens);
  });

  it('forgets the pair on clear', () => {
    const { storage, store } = storeOver();
    store.write(tokens);

    store.clear();

    expect(storage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('treats corrupt JSON as no session and removes it', () => {
    const { storage, store } = storeOver();
    storage.setItem(TOKENS_STORAGE_KEY, '{"accessToken":');

    expect(store.read()).toBeNull();
    expect(storage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('treats JSON that is not a token pair as no session and removes it', () => {
    const { storage, store } = storeOver();
    storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken: 42 }));

    expect(store.read()).toBeNull();
    expect(storage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('keeps only the two tokens of what it reads', () => {
    const { storage, store } = storeOver();
    storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ ...tokens, extra: 'x' }));

    expect(store.read()).toEqual(tokens);
  });
});
