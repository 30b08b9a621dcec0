export interface StoredCard {
  readonly customerCreditCardId: number;
  readonly maskedCardNumber: string;
  readonly cardBrand: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/** Cards the demo players stored with iCard and Trust Payments: anna has two, janis none. */
const cardsByPlayer: ReadonlyMap<number, readonly StoredCard[]> = new Map([
  [
    1001,
    [
      {
        customerCreditCardId: 3310,
        maskedCardNumber: '4111 11** **** 1111',
        cardBrand: 'VISA',
        expiryMonth: 9,
        expiryYear: 2028,
      },
      {
        customerCreditCardId: 3311,
        maskedCardNumber: '5555 55** **** 4444',
        cardBrand: 'MASTERCARD',
        expiryMonth: 3,
        expiryYear: 2027,
      },
    ],
  ],
]);

export const storedCardsOf = (playerId: number): readonly StoredCard[] => cardsByPlayer.get(playerId) ?? [];
