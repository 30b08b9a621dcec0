import type { PendingDeposit, PendingDepositPort } from '../deposit/pending-deposit.port.ts';

/** A PendingDepositPort in memory (the browser's storage in production). */
export class InMemoryPendingDepositStore implements PendingDepositPort {
  deposit: PendingDeposit | null;

  constructor(deposit: PendingDeposit | null = null) {
    this.deposit = deposit;
  }

  load(): PendingDeposit | null {
    return this.deposit;
  }

  save(deposit: PendingDeposit): void {
    this.deposit = deposit;
  }

  clear(): void {
    this.deposit = null;
  }
}

/** A pending deposit: 20.00 EUR by banklink, transaction 884512. */
export const aPendingDeposit = (overrides: Partial<PendingDeposit> = {}): PendingDeposit => ({
  paymentTransactionId: '884512',
  provider: 'banklink',
  amount: 2000,
  currency: 'EUR',
  redirectUrl: 'https://pay.test/884512',
  startedAt: Date.parse('2026-11-24T10:00:00Z'),
  ...overrides,
});
