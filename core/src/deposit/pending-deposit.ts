/**
 * A deposit whose external payment window opened and whose result page has not been seen yet
 * (games-and-content.md §4: it is PENDING from the moment the window opens).
 */
export interface PendingDeposit {
  readonly paymentTransactionId: string;
  /** The provider id of DEPOSIT_PROVIDERS. */
  readonly provider: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  /** Where the payment window goes (to open it again). */
  readonly redirectUrl: string;
  /** Epoch ms of the start. */
  readonly startedAt: number;
}
