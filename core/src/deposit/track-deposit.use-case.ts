import type { DepositAccountPort } from './deposit-account.port.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { depositTrackingEvent } from './deposit-tracking.rule.ts';

export interface TrackDepositInput {
  /** The deposited amount, minor units. */
  readonly amount: number;
  readonly currency: string;
}

/**
 * After a successful deposit: the first one raises FIRST_DEPOSIT, later ones REPEAT_DEPOSIT, by the
 * customer's count of successful deposits. No event when the count cannot be read (a wrong "first"
 * would be worse than none).
 */
export class TrackDepositUseCase {
  readonly #account: DepositAccountPort;

  constructor(account: DepositAccountPort) {
    this.#account = account;
  }

  async execute(input: TrackDepositInput): Promise<{ readonly events: readonly DomainEvent[] }> {
    const count = await this.#account.successfulDepositCount();
    return { events: count.ok ? [depositTrackingEvent(count.value, input.amount, input.currency)] : [] };
  }
}
