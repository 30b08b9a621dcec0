import type { UsageKind } from '../wallet/ledger-usage.ts';

export const limitTypes = [
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

export type LimitType = (typeof limitTypes)[number];
export type LimitPeriod = 'ONCE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** A limit in force: amount in minor units, a count for count types, minutes for SESSION_LENGTH. */
export interface LimitRecord {
  readonly type: LimitType;
  readonly period: LimitPeriod;
  amount: number;
}

/** A pending increase or removal of a limit, waiting for its cooling period and the customer's answer. */
export interface AdjustmentRecord {
  readonly uniqueId: string;
  readonly type: LimitType;
  readonly period: LimitPeriod;
  readonly currentAmount: number | null;
  /** Null when the limit is to be removed. */
  readonly newAmount: number | null;
  confirmed: boolean | null;
  /** Epoch ms: end of the cooling period (the console may bring it forward). */
  effectiveFrom: number;
  /** True once RESPONSIBLE_GAMING_CHANGES_APPLY reached a live connection of the customer. */
  notified: boolean;
}

/** The limits of one player (self-exclusion and timeout live on the player record). */
export interface PlayerCare {
  readonly limits: LimitRecord[];
  readonly pending: AdjustmentRecord[];
}

/** Per-transaction maxima are the only ONCE limits, and they have no other period. */
export const isPerTransaction = (type: LimitType): boolean => type.endsWith('MAX_BET_AMOUNT');

/** What the wallet counts for a limit type; null for per-transaction maxima (nothing accumulates). */
export function usageKindOf(type: LimitType): UsageKind | null {
  switch (type) {
    case 'PLACE_BET':
      return 'BETS';
    case 'MAX_BET_AMOUNT':
    case 'CASINO_MAX_BET_AMOUNT':
    case 'LIVE_CASINO_MAX_BET_AMOUNT':
    case 'SPORT_MAX_BET_AMOUNT':
      return null;
    case 'SESSION_LENGTH':
      return 'SESSION_MINUTES';
    default:
      return type;
  }
}

/** Count types add one per transaction; money types add the amount. */
export const isCountType = (type: LimitType): boolean => type.endsWith('_COUNT');
