/** Totals over the customer's whole account life (GET customers/lifetimestatistics). */
export interface LifetimeStatistics {
  /** Minor units. */
  readonly totalDeposits: number;
  /** Minor units. */
  readonly totalWithdrawals: number;
  /** Minor units. */
  readonly totalBets: number;
  /** Minor units. */
  readonly totalWins: number;
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
  /** When the account was registered, ms since 1970-01-01T00:00:00Z. */
  readonly registeredAt: number;
}
