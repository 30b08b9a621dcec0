import type { PendingDeposit, PendingDepositPort } from '../deposit/pending-deposit.port.ts';
import { parseQuery } from '../routing/query-string.rule.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type {
  DepositResultInput,
  DepositResultOutcome,
  DepositResultUseCase,
} from './deposit-result.use-case.ts';
import type { TrackDepositUseCase } from './track-deposit.use-case.ts';

export interface DepositReturnOutcome {
  readonly result: DepositResultOutcome;
  /** The deposit this page ends, as it was started here; null when it was started elsewhere. */
  readonly deposit: PendingDeposit | null;
  /** FIRST_DEPOSIT or REPEAT_DEPOSIT after a success; none otherwise. */
  readonly events: readonly DomainEvent[];
}

/**
 * The player is back from the payment window on a result page (games-and-content.md §2 Deposit
 * screens, §4): the page (and a cancel's failTransaction) by DepositResultUseCase; the pending deposit
 * of that transaction ends on success, failure or cancel (a pending page keeps it); a success raises
 * the first- or repeat-deposit tracking event with the amount the player chose.
 */
export class DepositReturnUseCase {
  readonly #result: DepositResultUseCase;
  readonly #track: TrackDepositUseCase;
  readonly #pending: PendingDepositPort;

  constructor(result: DepositResultUseCase, track: TrackDepositUseCase, pending: PendingDepositPort) {
    this.#result = result;
    this.#track = track;
    this.#pending = pending;
  }

  async execute(input: DepositResultInput): Promise<DepositReturnOutcome> {
    const result = await this.#result.execute(input);
    if (result.kind === 'none') return { result, deposit: null, events: [] };

    const stored = this.#pending.load();
    const id = parseQuery(input.search).get('paymentTransactionId');
    // The page is this deposit's when it names its transaction, or names none (a provider's bare return).
    const deposit =
      stored !== null && (id === undefined || id === stored.paymentTransactionId) ? stored : null;
    const outcome = result.page.icon;
    if (deposit === null || outcome === 'pending') return { result, deposit, events: [] };

    this.#pending.clear();
    if (outcome !== 'success') return { result, deposit, events: [] };
    const { events } = await this.#track.execute({ amount: deposit.amount, currency: deposit.currency });
    return { result, deposit, events };
  }
}
