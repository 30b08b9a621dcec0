import type { CashierEntry, PlayerLedger } from './ledger.ts';
import type { TimeRange } from './riga-time.ts';

/** What a limit counts over a period: money in minor units, a number of transactions, or minutes of play. */
export type UsageKind =
  | 'DEPOSIT'
  | 'DEPOSIT_COUNT'
  | 'WITHDRAW'
  | 'WITHDRAW_COUNT'
  | 'BETS'
  | 'CASINO_BETS'
  | 'LIVE_CASINO_BETS'
  | 'SPORT_BETS'
  | 'LOSS'
  | 'CASINO_LOSS'
  | 'LIVE_CASINO_LOSS'
  | 'SPORT_LOSS'
  | 'BETS_COUNT'
  | 'POKER_BETS'
  | 'POKER_LOSS'
  | 'BINGO_BETS'
  | 'BINGO_LOSS'
  | 'SESSION_MINUTES';

/** How much of a kind a ledger holds within a range; `now` (epoch ms) ends a session still open. */
export function usageOf(ledger: PlayerLedger, kind: UsageKind, range: TimeRange, now: number): number {
  const within = (at: number): boolean => at >= range.from && at < range.to;
  // A deposit counts once its money is credited (an unpaid voucher or an abandoned bank payment stays
  // PENDING and counts for nothing); a withdrawal from the request on, as its money leaves the balance then.
  const counts = (entry: CashierEntry): boolean =>
    entry.type === 'DEPOSIT'
      ? entry.status === 'SUCCESS'
      : entry.status !== 'FAILED' && entry.status !== 'CANCELLED';
  const cashier = (type: 'DEPOSIT' | 'WITHDRAW') =>
    ledger.cashier.filter((c) => c.type === type && within(c.createdAt) && counts(c));
  const rounds = (gameType?: 'RNG' | 'LIVE_CASINO') =>
    ledger.casino.filter((r) => within(r.playedAt) && (gameType === undefined || r.gameType === gameType));
  const sports = ledger.sports.filter((b) => within(b.placedAt));
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const casinoBets = (t?: 'RNG' | 'LIVE_CASINO') => sum(rounds(t).map((r) => r.betAmount));
  const casinoLoss = (t?: 'RNG' | 'LIVE_CASINO') => sum(rounds(t).map((r) => r.betAmount - r.winAmount));
  const sportBets = sum(sports.map((b) => b.stake));
  const sportLoss = sum(sports.map((b) => b.stake - (b.winAmount ?? 0)));
  const positive = (n: number): number => Math.max(0, n);
  switch (kind) {
    case 'DEPOSIT':
    case 'WITHDRAW':
      return sum(cashier(kind).map((c) => c.amount));
    case 'DEPOSIT_COUNT':
      return cashier('DEPOSIT').length;
    case 'WITHDRAW_COUNT':
      return cashier('WITHDRAW').length;
    case 'BETS':
      return casinoBets() + sportBets;
    case 'CASINO_BETS':
      return casinoBets('RNG');
    case 'LIVE_CASINO_BETS':
      return casinoBets('LIVE_CASINO');
    case 'SPORT_BETS':
      return sportBets;
    case 'LOSS':
      return positive(casinoLoss() + sportLoss);
    case 'CASINO_LOSS':
      return positive(casinoLoss('RNG'));
    case 'LIVE_CASINO_LOSS':
      return positive(casinoLoss('LIVE_CASINO'));
    case 'SPORT_LOSS':
      return positive(sportLoss);
    case 'BETS_COUNT':
      return rounds().length + sports.length;
    case 'POKER_BETS':
    case 'POKER_LOSS':
    case 'BINGO_BETS':
    case 'BINGO_LOSS':
      // The sandbox offers no poker or bingo: their limits can be set but nothing counts against them.
      return 0;
    case 'SESSION_MINUTES':
      return sum(
        ledger.sessions
          .filter((x) => within(x.loginAt))
          .map((x) => Math.round(((x.logoutAt ?? now) - x.loginAt) / 60_000)),
      );
  }
}
