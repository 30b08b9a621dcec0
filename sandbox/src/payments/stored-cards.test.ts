import { describe, expect, it } from 'vitest';
import { StoredCardStore } from './stored-cards.ts';

const aCard = {
  customerCreditCardId: 3320,
  maskedCardNumber: '4000 00** **** 0002',
  cardBrand: 'VISA',
  expiryMonth: 12,
  expiryYear: 2029,
  cardToken: null,
} as const;

describe('StoredCardStore', () => {
  it('has the seeded cards of anna', () => {
    expect(new StoredCardStore().of(1001).map((c) => c.cardToken)).toEqual(['tp-card-3310', 'tp-card-3311']);
  });

  it('stores a card for a player without cards', () => {
    const store = new StoredCardStore();
    store.store(2001, aCard);
    expect(store.of(2001)).toEqual([aCard]);
  });

  it('stores a card after the seeded ones', () => {
    const store = new StoredCardStore();
    store.store(1001, aCard);
    expect(store.of(1001).map((c) => c.customerCreditCardId)).toEqual([3310, 3311, 3320]);
  });
});
