import { describe, expect, it } from 'vitest';
import {
  bonusOf,
  depositOffers,
  enabledFlagOf,
  providerOfPath,
  providerSettings,
} from './deposit-catalogue.ts';
import { returnUrlOf } from './deposit-settlement.ts';
import { TransactionStore } from './transaction.store.ts';

describe('deposit catalogue', () => {
  it.each([
    ['SAFECHARGE', 'safechargeEnabled'],
    ['TRUST_PAYMENT', 'trustPaymentEnabled'],
    ['BLU_OR', 'bluOrEnabled'],
    ['A1', 'a1Enabled'],
  ] as const)('names the flag of %s %s', (code, flag) => {
    expect(enabledFlagOf(code)).toBe(flag);
  });

  it('reads the provider of a kebab-case path', () => {
    expect(providerOfPath('bank-transfer')).toBe('BANK_TRANSFER');
  });

  it('flags 27 providers', () => {
    expect(Object.keys(providerSettings(new Set())).filter((k) => k.endsWith('Enabled'))).toHaveLength(27);
  });

  it('caps a bonus at the offer maximum', () => {
    const welcome = depositOffers.find((o) => o.depositCode === 'WELCOME100');
    if (welcome === undefined) throw new Error('no welcome offer');
    expect([bonusOf(welcome, 5000), bonusOf(welcome, 50_000)]).toEqual([5000, 20_000]);
  });
});

describe('deposit result URL', () => {
  it('names the page, the transaction and its status', () => {
    const transaction = new TransactionStore().create(
      {
        playerId: 1,
        provider: 'SKRILL',
        amount: 100,
        currency: 'EUR',
        depositCode: null,
        method: null,
        lang: 'ru',
      },
      0,
    );
    transaction.status = 'WAIT_CONFIRMATION';
    expect(returnUrlOf(transaction, 'pending')).toBe(
      `/ru/deposit/pending-ext?paymentTransactionId=${transaction.id}&status=WAIT_CONFIRMATION`,
    );
  });
});
