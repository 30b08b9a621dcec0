/** Amounts are integers in minor units (cents). */
export interface Balance {
  readonly cash: number;
  readonly bonus: number;
  readonly total: number;
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
}
