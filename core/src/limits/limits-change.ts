/** One limit of a pending responsible-gaming adjustment; amounts in minor units (null: no limit). */
export interface LimitChange {
  /** Limit type, e.g. DEPOSIT, PLACE_BET, LOSS. */
  readonly type: string;
  /** ONCE, DAILY, WEEKLY or MONTHLY. */
  readonly period: string;
  readonly currentAmount: number | null;
  readonly newAmount: number | null;
}

/** The data of RESPONSIBLE_GAMING_CHANGES_APPLY: the adjustment's ids and the limits it changes. */
export interface LimitsChange {
  readonly uniqueIds: readonly string[];
  readonly limits: readonly LimitChange[];
}
