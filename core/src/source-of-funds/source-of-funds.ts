/** Where the player's money comes from (the contract's SourceOfFundsDeclaration.sources). */
export const FUND_SOURCES = [
  'SALARY',
  'SELF_EMPLOYMENT',
  'PENSION',
  'SAVINGS',
  'INVESTMENTS',
  'INHERITANCE',
  'OTHER',
] as const;
export type FundSource = (typeof FUND_SOURCES)[number];

/** Net monthly income bands, in EUR (the contract's SourceOfFundsDeclaration.monthlyIncome). */
export const INCOME_BANDS = ['UP_TO_1000', 'FROM_1000_TO_2500', 'FROM_2500_TO_5000', 'OVER_5000'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

/** Whether a declaration is due (GET sourceOfFunds/pending-declaration). */
export interface SourceOfFundsStatus {
  readonly pending: boolean;
  /** The deposit total that triggered the request, minor units. */
  readonly thresholdAmount: number;
  /** The deadline, ms since 1970-01-01T00:00:00Z; null when none is pending. */
  readonly dueDate: number | null;
}

/** A declaration to record (POST sourceOfFunds/declare). */
export interface SourceOfFundsDeclaration {
  /** At least one, each once. */
  readonly sources: readonly FundSource[];
  /** The text of the OTHER source; sent only with OTHER. */
  readonly otherSource?: string;
  readonly monthlyIncome: IncomeBand;
  /** Sent only when typed. */
  readonly employer?: string;
}
