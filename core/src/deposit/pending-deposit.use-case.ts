import type { PendingDeposit, PendingDepositPort } from '../deposit/pending-deposit.port.ts';

/** The deposit whose payment window opened and whose result has not been seen (it survives a reload). */
export class PendingDepositUseCase {
  readonly #pending: PendingDepositPort;

  constructor(pending: PendingDepositPort) {
    this.#pending = pending;
  }

  current(): PendingDeposit | null {
    return this.#pending.load();
  }
}
