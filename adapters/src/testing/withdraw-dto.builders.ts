import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid WithdrawMethod body: anna's bank transfer in the sandbox. */
export const aWithdrawMethodDto = (
  overrides: Partial<Schemas['WithdrawMethod']> = {},
): Schemas['WithdrawMethod'] => ({
  methodId: 'BANK_TRANSFER',
  name: 'Bankas pārskaitījums (Swedbank)',
  minAmount: 1000,
  maxAmount: 500000,
  currency: 'EUR',
  paymentAccount: 'LV80HABA0551000435195',
  logoUrl: '/__sandbox/logos/bank-transfer.svg',
  ...overrides,
});

/** A contract-valid Withdrawal body: a PENDING 50.00 EUR bank transfer. */
export const aWithdrawalDto = (overrides: Partial<Schemas['Withdrawal']> = {}): Schemas['Withdrawal'] => ({
  withdrawalId: 88120,
  methodId: 'BANK_TRANSFER',
  amount: 5000,
  currency: 'EUR',
  status: 'PENDING',
  createdAt: '2026-11-21T11:20:00+02:00',
  ...overrides,
});
