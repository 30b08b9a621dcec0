/** What the wallet remembers of one player: the entries of the six history lists and the withdrawals. */

export type CashierStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

export interface CashierEntry {
  readonly transactionId: number;
  readonly type: 'DEPOSIT' | 'WITHDRAW';
  /** The payment method as the cashier history shows it, e.g. Swedbank or Visa •5610. */
  readonly method: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  status: CashierStatus;
  /** Epoch ms. */
  readonly createdAt: number;
}

export type PaymentType = 'DEPOSIT' | 'WITHDRAW' | 'BET' | 'WIN' | 'BONUS' | 'BONUS_RELEASE' | 'ADJUSTMENT';

/** A movement of money; `balanceAfter` is the total balance (cash plus bonus) after it, in minor units. */
export interface PaymentEntry {
  readonly paymentId: number;
  readonly type: PaymentType;
  /** Minor units, negative for debits. */
  readonly amount: number;
  readonly balanceAfter: number;
  readonly currency: string;
  readonly createdAt: number;
}

export interface CasinoRoundEntry {
  readonly roundId: string;
  readonly gameName: string;
  readonly gameProvider: string;
  readonly gameType: 'RNG' | 'LIVE_CASINO';
  readonly betAmount: number;
  readonly winAmount: number;
  readonly currency: string;
  readonly playedAt: number;
}

export type SportsBetStatus = 'OPEN' | 'WON' | 'LOST' | 'VOID' | 'CASHED_OUT';

export interface SportsBetEntry {
  readonly betId: string;
  readonly betType: 'SINGLE' | 'COMBO' | 'SYSTEM';
  readonly description: string;
  readonly stake: number;
  readonly odds: number;
  winAmount: number | null;
  readonly currency: string;
  status: SportsBetStatus;
  readonly placedAt: number;
  settledAt: number | null;
}

export type ActivityType =
  | 'LOGIN'
  | 'LOGOUT'
  | 'FAILED_LOGIN'
  | 'PASSWORD_CHANGE'
  | 'PROFILE_UPDATE'
  | 'LIMIT_CHANGE'
  | 'SELF_EXCLUSION'
  | 'TIMEOUT'
  | 'DOCUMENT_UPLOAD';

export interface ActivityEntry {
  readonly activityId: number;
  readonly activityType: ActivityType;
  readonly ipAddress: string;
  readonly createdAt: number;
}

export interface SessionEntry {
  readonly sessionId: string;
  readonly loginAt: number;
  readonly logoutAt: number | null;
  readonly ipAddress: string;
  readonly device: 'DESKTOP' | 'MOBILE';
  readonly totalBets: number;
  readonly totalWins: number;
  readonly currency: string;
}

/** A method the player can withdraw to; only methods they deposited with are offered (closed loop). */
export interface WithdrawMethodRecord {
  readonly methodId: string;
  readonly name: string;
  /** Minor units. */
  readonly minAmount: number;
  /** Minor units. */
  readonly maxAmount: number;
  readonly currency: string;
  readonly paymentAccount: string | null;
  /** False for a card the payment provider has not verified yet: withdrawing to it answers 116. */
  readonly verified: boolean;
}

export type WithdrawalStatus = 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED' | 'CANCELLED';

export interface WithdrawalRecord {
  readonly withdrawalId: number;
  readonly methodId: string;
  readonly amount: number;
  readonly currency: string;
  status: WithdrawalStatus;
  readonly createdAt: number;
  /** The cashier-history entry of this withdrawal. */
  readonly cashier: CashierEntry;
}

export interface PlayerLedger {
  readonly cashier: CashierEntry[];
  readonly payments: PaymentEntry[];
  readonly casino: CasinoRoundEntry[];
  readonly sports: SportsBetEntry[];
  readonly activity: ActivityEntry[];
  readonly sessions: SessionEntry[];
  readonly methods: WithdrawMethodRecord[];
  readonly withdrawals: WithdrawalRecord[];
}

export const emptyLedger = (): PlayerLedger => ({
  cashier: [],
  payments: [],
  casino: [],
  sports: [],
  activity: [],
  sessions: [],
  methods: [],
  withdrawals: [],
});

/** Hands out increasing ids per kind, shared by the seed and later entries. */
export class IdSequence {
  #next: number;

  constructor(first: number) {
    this.#next = first;
  }

  take(): number {
    return this.#next++;
  }

  /** Makes later ids larger than one already handed out (by a run whose records were restored). */
  skipPast(id: number): void {
    this.#next = Math.max(this.#next, id + 1);
  }
}

export interface LedgerIds {
  readonly transaction: IdSequence;
  readonly payment: IdSequence;
  readonly activity: IdSequence;
  readonly withdrawal: IdSequence;
}

export const newLedgerIds = (): LedgerIds => ({
  transaction: new IdSequence(55001),
  payment: new IdSequence(700001),
  activity: new IdSequence(31001),
  withdrawal: new IdSequence(88101),
});
