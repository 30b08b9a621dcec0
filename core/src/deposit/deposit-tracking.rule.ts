import type { DomainEvent } from '../shared/domain-event.ts';

/**
 * The tracking event of a successful deposit (games-and-content.md §4): FIRST_DEPOSIT when it is the
 * customer's first successful deposit, REPEAT_DEPOSIT after that.
 * @param successfulDeposits the customer's successful deposits, this one included (0 is read as 1:
 *   statistics that have not caught up yet).
 * @param amount minor units.
 */
export const depositTrackingEvent = (
  successfulDeposits: number,
  amount: number,
  currency: string,
): DomainEvent =>
  successfulDeposits <= 1
    ? { kind: 'FIRST_DEPOSIT', amount, currency }
    : { kind: 'REPEAT_DEPOSIT', amount, currency };
