/** A bonus offer the customer can claim with a deposit by its code (GET payment/getDepositOffers). */
export interface DepositOffer {
  /** Sent as the deposit's depositCode. */
  readonly depositCode: string;
  readonly name: string;
  readonly description: string;
  /** Bonus as a percentage of the deposit. */
  readonly bonusPercentage: number;
  /** Minor units. */
  readonly maxBonusAmount: number;
  /** Minor units: the smallest deposit the offer takes. */
  readonly minDepositAmount: number;
  readonly currency: string;
  /** The product the bonus is wagered on (games-and-content.md §9). */
  readonly product: 'CASINO' | 'LIVE_CASINO';
}
