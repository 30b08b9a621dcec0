/**
 * A deposit whose external payment window opened (or whose provider's form shows in the page, or whose
 * crypto address or voucher was given) and whose result page has not been seen yet
 * (games-and-content.md §4: it is PENDING from the moment the window opens).
 */
export interface PendingDeposit {
  readonly paymentTransactionId: string;
  /** The provider id of DEPOSIT_PROVIDERS. */
  readonly provider: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  /**
   * Where the payment window goes (to open it again); null for a provider's form mounted in the page, a
   * crypto address or a voucher, which have no page to go back to.
   */
  readonly redirectUrl: string | null;
  /** Epoch ms of the start. */
  readonly startedAt: number;
}
