/**
 * The states of a bonus asset (contract BonusAsset.status): AVAILABLE can be claimed, ACTIVE is being
 * wagered, CLEARED is fully wagered and can be released to cash; RELEASED, EXPIRED and CANCELLED are
 * over. In the order the bonuses tab offers them as a filter.
 */
export const BONUS_STATUSES = ['AVAILABLE', 'ACTIVE', 'CLEARED', 'RELEASED', 'EXPIRED', 'CANCELLED'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** The products whose bets count towards a bonus's wagering (account-and-session.md §3 Bonus asset). */
export const WAGERING_PRODUCTS = ['CASINO', 'LIVE_CASINO'] as const;
export type WageringProduct = (typeof WAGERING_PRODUCTS)[number];

/** A bonus of the logged-in customer. Amounts in minor units; the expiry in epoch ms. */
export interface BonusAsset {
  readonly bonusAssetId: number;
  readonly bonusName: string;
  readonly status: BonusStatus;
  readonly bonusAmount: number;
  readonly currency: string;
  /** Amount to wager before the bonus clears. */
  readonly wageringRequirement: number;
  /** Amount wagered so far. */
  readonly wageredAmount: number;
  readonly wageringProducts: readonly WageringProduct[];
  /** Null: the bonus does not expire. */
  readonly expiresAt: number | null;
}

/** A page request of the bonuses table (POST customers/bonuses/assets/search/fordatatable). */
export interface BonusTableQuery {
  /** Zero-based index of the first row. */
  readonly start: number;
  /** Rows on the page, 1 to 100. */
  readonly length: number;
  /** Only the assets in this state; every state when absent. */
  readonly status?: BonusStatus;
}

/** A page of the bonuses table, newest first. */
export interface BonusTablePage {
  readonly assets: readonly BonusAsset[];
  /** The customer's bonus assets, in every state. */
  readonly totalCount: number;
  /** Those of them the query's state filter keeps. */
  readonly filteredCount: number;
}

/** Filters of POST customers/bonuses/assets/search; an empty filter lists every asset. */
export interface BonusAssetFilter {
  readonly statuses?: readonly BonusStatus[];
  readonly wageringProduct?: WageringProduct;
}
