import type { SandboxState } from '../state.ts';

export interface StoredCard {
  readonly customerCreditCardId: number;
  readonly maskedCardNumber: string;
  readonly cardBrand: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  /** The card's Trust Payments token (get-jwt-deposit's cardToken); null for a card stored with iCard only. */
  readonly cardToken: string | null;
}

/** Cards the demo players stored with iCard and Trust Payments: anna has two, janis none. */
const seededCards: ReadonlyMap<number, readonly StoredCard[]> = new Map([
  [
    1001,
    [
      {
        customerCreditCardId: 3310,
        maskedCardNumber: '4111 11** **** 1111',
        cardBrand: 'VISA',
        expiryMonth: 9,
        expiryYear: 2028,
        cardToken: 'tp-card-3310',
      },
      {
        customerCreditCardId: 3311,
        maskedCardNumber: '5555 55** **** 4444',
        cardBrand: 'MASTERCARD',
        expiryMonth: 3,
        expiryYear: 2027,
        cardToken: 'tp-card-3311',
      },
    ],
  ],
]);

/** The stored cards of a sandbox's players: the seed's, and those tests store for their players. */
export class StoredCardStore {
  readonly #byPlayer = new Map<number, StoredCard[]>();

  /** The cards of a player, in the order stored. */
  of(playerId: number): readonly StoredCard[] {
    return this.#byPlayer.get(playerId) ?? seededCards.get(playerId) ?? [];
  }

  /** Stores a card for a player (after the seed's, if any). */
  store(playerId: number, card: StoredCard): void {
    this.#byPlayer.set(playerId, [...this.of(playerId), card]);
  }
}

const stores = new WeakMap<SandboxState, StoredCardStore>();

/** The stored cards of a sandbox (one store per state). */
export function storedCardsOf(state: SandboxState): StoredCardStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new StoredCardStore();
    stores.set(state, store);
  }
  return store;
}
