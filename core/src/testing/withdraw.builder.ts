import type { Withdrawal, WithdrawMethod } from '../withdraw/withdraw.ts';

/** A withdraw method; defaults to anna's bank transfer in the sandbox (10.00 to 5 000.00 EUR). */
export const createWithdrawMethod = (overrides: Partial<WithdrawMethod> = {}): WithdrawMethod => ({
  methodId: 'BANK_TRANSFER',
  name: 'Bankas pārskaitījums (Swedbank)',
  minAmount: 1_000,
  maxAmount: 500_000,
  currency: 'EUR',
  paymentAccount: 'LV80HABA0551000435195',
  logoUrl: '/__sandbox/logos/bank-transfer.svg',
  ...overrides,
});

/** anna's methods in the sandbox: the bank transfer, a verified Visa and an unverified Mastercard. */
export const createWithdrawMethods = (): readonly WithdrawMethod[] => [
  createWithdrawMethod(),
  createWithdrawMethod({
    methodId: 'CARD_VISA_5610',
    name: 'Visa •5610',
    maxAmount: 200_000,
    paymentAccount: '4571 73** **** 5610',
    logoUrl: '/__sandbox/logos/visa.svg',
  }),
  createWithdrawMethod({
    methodId: 'CARD_MASTERCARD_0427',
    name: 'Mastercard •0427',
    maxAmount: 200_000,
    paymentAccount: '5168 44** **** 0427',
    logoUrl: '/__sandbox/logos/mastercard.svg',
  }),
];

/** A PENDING withdrawal of 50.00 EUR to the bank transfer. */
export const createWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  withdrawalId: 88_120,
  methodId: 'BANK_TRANSFER',
  amount: 5_000,
  currency: 'EUR',
  status: 'PENDING',
  createdAt: Date.UTC(2026, 10, 21, 9, 20, 0),
  ...overrides,
});
