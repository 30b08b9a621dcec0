import type { PendingDeposit } from '../deposit/pending-deposit.ts';

export type { PendingDeposit };

/** Where the pending deposit is kept so that it survives a reload (the browser tab's storage). */
export interface PendingDepositPort {
  load(): PendingDeposit | null;
  save(deposit: PendingDeposit): void;
  clear(): void;
}
export const PendingDepositPort = Symbol('PendingDepositPort');
