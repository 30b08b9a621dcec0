import type { Balance } from '../money/balance.ts';

/**
 * A balance in minor units; defaults to anna's (1 250.50 EUR cash, 20.00 EUR bonus). The total is
 * cash plus bonus unless given.
 */
export const createBalance = (overrides: Partial<Balance> = {}): Balance => {
  const cash = overrides.cash ?? 125_050;
  const bonus = overrides.bonus ?? 2_000;
  return { currency: 'EUR', ...overrides, cash, bonus, total: overrides.total ?? cash + bonus };
};
