/**
 * The responsible-gaming settings of a customer (account-and-session.md §3 Responsible-gaming limit
 * types, Self-exclusion detail, Timeout detail): the limits in force, the pending adjustments, the
 * self-exclusion and timeout and the reality-check interval.
 */

/** Every limit type of the contract's LimitType. */
export const LIMIT_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'PLACE_BET',
  'LOSS',
  'DEPOSIT_COUNT',
  'CASINO_BETS',
  'CASINO_LOSS',
  'LIVE_CASINO_BETS',
  'LIVE_CASINO_LOSS',
  'SPORT_BETS',
  'SPORT_LOSS',
  'BETS_COUNT',
  'MAX_BET_AMOUNT',
  'CASINO_MAX_BET_AMOUNT',
  'LIVE_CASINO_MAX_BET_AMOUNT',
  'SPORT_MAX_BET_AMOUNT',
  'WITHDRAW_COUNT',
  'SESSION_LENGTH',
  'POKER_BETS',
  'POKER_LOSS',
  'BINGO_BETS',
  'BINGO_LOSS',
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** ONCE is a per-transaction maximum; the others are the periods a total is counted over. */
export const LIMIT_PERIODS = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Which limit: a type and a period. */
export interface LimitRef {
  readonly type: LimitType;
  readonly period: LimitPeriod;
}

/**
 * A limit to set, or set: minor units (cents of EUR) for money types, a count for count types,
 * minutes for SESSION_LENGTH.
 */
export interface LimitValue extends LimitRef {
  readonly amount: number;
}

/** A limit in force with how much of it the current period has used (periods as ISO date-times). */
export interface Limit extends LimitValue {
  readonly usedAmount: number;
  /** Null for ONCE. */
  readonly periodStart: string | null;
  readonly periodEnd: string | null;
}

/** An increase or removal waiting for its cooling period and the customer's confirmation. */
export interface PendingLimit extends LimitRef {
  readonly uniqueId: string;
  /** Null when no limit of this type and period is set. */
  readonly currentAmount: number | null;
  /** Null when the limit is to be removed. */
  readonly newAmount: number | null;
  /** The customer's answer; null while undecided. */
  readonly confirmed: boolean | null;
  /** ISO date-time: when it can apply. */
  readonly effectiveFrom: string;
}

/** A self-exclusion of the customer (§3 Self-exclusion detail; dates as ISO date-times). */
export interface SelfExclusionDetail {
  readonly isRemoved: boolean;
  readonly removedDate: string | null;
  readonly permanent: boolean;
  /** Null when permanent. */
  readonly endDate: string | null;
}

/** A timeout (a break from play) of the customer (§3 Timeout detail). */
export interface TimeoutDetail {
  readonly endDate: string;
}

/** The self-exclusion and timeout in force, each null when none. */
export interface ExclusionStatus {
  readonly selfExclusion: SelfExclusionDetail | null;
  readonly timeout: TimeoutDetail | null;
}

/** GET customers/{customerId}/responsibleGaming. */
export interface ResponsibleGamingSettings extends ExclusionStatus {
  readonly limits: readonly Limit[];
  readonly pending: readonly PendingLimit[];
  /** Minutes between reality checks; null when none is set. */
  readonly realityCheckInterval: number | null;
}

/**
 * The body of POST customers/responsibleGaming/settings: limits to set (never an amount of 0: zero
 * values are stripped) and limits to remove. A decrease applies at once; an increase or a removal
 * becomes a pending adjustment.
 */
export interface LimitSettingsUpdate {
  readonly limits: readonly LimitValue[];
  readonly removeLimits: readonly LimitRef[];
}

export const sameLimit = (a: LimitRef, b: LimitRef): boolean => a.type === b.type && a.period === b.period;
