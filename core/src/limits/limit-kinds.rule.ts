import type { LimitPeriod, LimitType } from './limit-settings.ts';

/** What a limit's amount counts: minor units of money, a number of transactions, or minutes of play. */
export type LimitUnit = 'money' | 'count' | 'minutes';

/** The sections of the limits tab. */
export type LimitGroup = 'cashier' | 'stakes' | 'losses' | 'per-transaction' | 'session';

/** One row of the limits tab: a limit type with the periods it is set for. */
export interface LimitKind {
  readonly type: LimitType;
  readonly group: LimitGroup;
  readonly unit: LimitUnit;
  readonly periods: readonly LimitPeriod[];
}

const TOTALS: readonly LimitPeriod[] = ['DAILY', 'WEEKLY', 'MONTHLY'];
const ONCE: readonly LimitPeriod[] = ['ONCE'];

/** The unit of a limit type's amounts (contract LimitType). */
export function limitUnit(type: LimitType): LimitUnit {
  if (type === 'SESSION_LENGTH') return 'minutes';
  return type.endsWith('_COUNT') ? 'count' : 'money';
}

const kind = (type: LimitType, group: LimitGroup): LimitKind => ({
  type,
  group,
  unit: limitUnit(type),
  periods: group === 'per-transaction' ? ONCE : TOTALS,
});

/**
 * Every limit kind the limits tab offers (account-and-session.md §3 Limit kinds in the UI), in the
 * tab's order: deposits and withdrawals with their counts; stakes overall, per sport, casino, live
 * casino, poker and bingo, and the bet count; the same losses; the per-transaction maxima; and the
 * session length. Totals are daily, weekly and monthly; a per-transaction maximum is ONCE only.
 */
export const LIMIT_KINDS: readonly LimitKind[] = [
  kind('DEPOSIT', 'cashier'),
  kind('DEPOSIT_COUNT', 'cashier'),
  kind('WITHDRAW', 'cashier'),
  kind('WITHDRAW_COUNT', 'cashier'),
  kind('PLACE_BET', 'stakes'),
  kind('SPORT_BETS', 'stakes'),
  kind('CASINO_BETS', 'stakes'),
  kind('LIVE_CASINO_BETS', 'stakes'),
  kind('POKER_BETS', 'stakes'),
  kind('BINGO_BETS', 'stakes'),
  kind('BETS_COUNT', 'stakes'),
  kind('LOSS', 'losses'),
  kind('SPORT_LOSS', 'losses'),
  kind('CASINO_LOSS', 'losses'),
  kind('LIVE_CASINO_LOSS', 'losses'),
  kind('POKER_LOSS', 'losses'),
  kind('BINGO_LOSS', 'losses'),
  kind('MAX_BET_AMOUNT', 'per-transaction'),
  kind('SPORT_MAX_BET_AMOUNT', 'per-transaction'),
  kind('CASINO_MAX_BET_AMOUNT', 'per-transaction'),
  kind('LIVE_CASINO_MAX_BET_AMOUNT', 'per-transaction'),
  kind('SESSION_LENGTH', 'session'),
];

/** The groups in the tab's order. */
export const LIMIT_GROUPS: readonly LimitGroup[] = [
  'cashier',
  'stakes',
  'losses',
  'per-transaction',
  'session',
];

/** The kinds of one group, in order. */
export const limitKindsOf = (group: LimitGroup): readonly LimitKind[] =>
  LIMIT_KINDS.filter((k) => k.group === group);
