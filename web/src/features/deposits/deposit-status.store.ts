import type { CancelPendingDepositUseCase } from '@lv-casino/core/deposit/cancel-pending-deposit.use-case.ts';
import { isPaidAway } from '@lv-casino/core/deposit/deposit-methods.rule.ts';
import type { PendingDepositUseCase } from '@lv-casino/core/deposit/pending-deposit.use-case.ts';
import type { PendingDeposit } from '@lv-casino/core/deposit/pending-deposit.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';

export interface DepositStatusDeps {
  readonly pending: PendingDepositUseCase;
  readonly cancel: CancelPendingDepositUseCase;
  /** Opens the payment window again (leaves the app). */
  readonly continuePayment: (url: string) => void;
  readonly openDepositTab: () => void;
}

/**
 * deposit-status-modal (games-and-content.md §4): where the pending deposit stands — PENDING since its
 * payment window opened, until its result page. The player can go back to the payment or give it up
 * (the provider's cancel, or the transaction marked failed). One store per showing.
 */
export class DepositStatusStore {
  deposit: PendingDeposit | null = null;
  cancelling = false;
  /** True once the player gave the deposit up here. */
  cancelled = false;
  /** The catalogue text of a refused cancel; null when none. */
  cancelError: string | null = null;

  readonly #deps: DepositStatusDeps;
  readonly #showing = new Showing();

  constructor(deps: DepositStatusDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    this.deposit = this.#deps.pending.current();
  }

  dispose(): void {
    this.#showing.end();
  }

  /** Whether the payment can be taken up again: a window's page; a form shown in the page has none. */
  get canContinue(): boolean {
    return this.deposit !== null && this.deposit.redirectUrl !== null;
  }

  /** Whether the deposit is paid away from the site, to the crypto address or voucher it was given. */
  get paidAway(): boolean {
    return this.deposit !== null && isPaidAway(this.deposit.provider);
  }

  continuePayment(): void {
    const url = this.deposit?.redirectUrl ?? null;
    if (url !== null) this.#deps.continuePayment(url);
  }

  openDepositTab(): void {
    this.#deps.openDepositTab();
  }

  async cancel(): Promise<void> {
    if (this.cancelling || this.deposit === null) return;
    this.cancelling = true;
    this.cancelError = null;
    await this.#showing.answer(this.#deps.cancel.execute(), (outcome) => {
      this.cancelling = false;
      if (outcome.kind === 'failed') {
        this.cancelError = outcome.error.messageKey;
        return;
      }
      this.cancelled = true;
      this.deposit = this.#deps.pending.current();
    });
  }
}
