import { describe, expect, it } from 'vitest';
import { OneTimeKeyStore } from './one-time-key.store.ts';

const hour = 60 * 60_000;

describe('OneTimeKeyStore', () => {
  it('issues random keys of 16 hex digits', () => {
    expect(new OneTimeKeyStore(() => 0).issue(1001, 'reset', hour)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('issues a key of a chosen value, which then opens the account', () => {
    const store = new OneTimeKeyStore(() => 0);
    store.issue(1001, 'reset', hour, '5d0b7e3a91c24f68');

    expect(() => {
      store.consume('5d0b7e3a91c24f68', 1001, 'reset');
    }).not.toThrow();
  });

  it('makes a used key of a chosen value usable again when it is issued again', () => {
    const store = new OneTimeKeyStore(() => 0);
    store.issue(1001, 'reset', hour, '5d0b7e3a91c24f68');
    store.consume('5d0b7e3a91c24f68', 1001, 'reset');
    store.issue(1001, 'reset', hour, '5d0b7e3a91c24f68');

    expect(() => {
      store.consume('5d0b7e3a91c24f68', 1001, 'reset');
    }).not.toThrow();
  });
});
