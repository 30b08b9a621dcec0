import type { Game } from '../dto.ts';
import type { PersistedStore } from '../persistence/persisted-stores.registry.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { ledgerDocument, ledgerOfDocument, skipRestoredIds } from './ledger.document.ts';
import {
  newLedgerIds,
  type ActivityType,
  type CashierEntry,
  type CashierStatus,
  type LedgerIds,
  type PaymentType,
  type PlayerLedger,
} from './ledger.ts';
import { usageOf, type UsageKind } from './ledger-usage.ts';
import type { TimeRange } from './riga-time.ts';
import { seedLedger } from './wallet.seed.ts';

/** How long a withdrawal stays PENDING (cancellable) before it is paid out: 24 hours, in ms. */
export const withdrawalReviewMs = 24 * 60 * 60 * 1000;

/**
 * The money history of every player: cashier transactions, payments, casino rounds, sports bets,
 * activity, sessions, withdraw methods and withdrawals. Demo players get a generated history ending at
 * the time the store was created; other areas append to it (deposits, bonus moves, activity).
 *
 * Persisted (kind 'wallet', one document per player): a ledger handed out by {@link ledgerOf} may be
 * changed in place by its caller, so every ledger handed out counts as touched.
 */
export class WalletStore implements PersistedStore {
  readonly kind = 'wallet';
  readonly #ledgers = new Map<number, PlayerLedger>();
  readonly #touched = new Set<number>();
  readonly #ids: LedgerIds = newLedgerIds();
  readonly #anchor: number;
  readonly #games: readonly Game[];
  readonly #now: () => number;

  constructor(options: { readonly now: () => number; readonly games: readonly Game[] }) {
    this.#now = options.now;
    this.#anchor = options.now();
    this.#games = options.games;
  }

  /** The ledger of a player, seeded on first use; withdrawals past their review window are paid out. */
  ledgerOf(player: PlayerRecord): PlayerLedger {
    const ledger = this.#seeded(player);
    this.#touched.add(player.id);
    const now = this.#now();
    for (const withdrawal of ledger.withdrawals) {
      if (withdrawal.status === 'PENDING' && now - withdrawal.createdAt >= withdrawalReviewMs) {
        withdrawal.status = 'PAID';
        withdrawal.cashier.status = 'SUCCESS';
      }
    }
    return ledger;
  }

  #seeded(player: PlayerRecord): PlayerLedger {
    let ledger = this.#ledgers.get(player.id);
    if (ledger === undefined) {
      ledger = seedLedger(player, this.#anchor, this.#games, this.#ids);
      this.#ledgers.set(player.id, ledger);
      this.#touched.add(player.id);
    }
    return ledger;
  }

  /** Seeds the ledgers the players do not have yet; the restored ones stay untouched. */
  seedAll(players: readonly PlayerRecord[]): void {
    for (const player of players) this.#seeded(player);
  }

  /** Records a movement of money after the player's balances changed (balanceAfter is the new total). */
  recordPayment(player: PlayerRecord, type: PaymentType, amount: number): void {
    this.ledgerOf(player).payments.push({
      paymentId: this.#ids.payment.take(),
      type,
      amount,
      balanceAfter: player.cashBalance + player.bonusBalance,
      currency: player.currency,
      createdAt: this.#now(),
    });
  }

  /** Records a deposit or withdrawal of the cashier history; returns its entry to update its status later. */
  recordCashier(
    player: PlayerRecord,
    entry: { type: 'DEPOSIT' | 'WITHDRAW'; method: string; amount: number; status: CashierStatus },
  ): PlayerLedger['cashier'][number] {
    const record = {
      transactionId: this.#ids.transaction.take(),
      currency: player.currency,
      createdAt: this.#now(),
      ...entry,
    };
    this.ledgerOf(player).cashier.push(record);
    return record;
  }

  /** Records an account event of the "my activity" history. */
  recordActivity(player: PlayerRecord, activityType: ActivityType, ipAddress = '127.0.0.1'): void {
    this.ledgerOf(player).activity.push({
      activityId: this.#ids.activity.take(),
      activityType,
      ipAddress,
      createdAt: this.#now(),
    });
  }

  /**
   * Records a real-money casino round after the balances changed: the casino-history entry and its BET
   * and WIN payments (amounts in minor units). For the gaming handlers.
   */
  recordCasinoRound(
    player: PlayerRecord,
    round: { roundId: string; game: Game; betAmount: number; winAmount: number },
  ): void {
    const ledger = this.ledgerOf(player);
    const now = this.#now();
    const total = player.cashBalance + player.bonusBalance;
    ledger.casino.push({
      roundId: round.roundId,
      gameName: round.game.gameName,
      gameProvider: round.game.gameProvider,
      gameType: round.game.gameType,
      betAmount: round.betAmount,
      winAmount: round.winAmount,
      currency: player.currency,
      playedAt: now,
    });
    const payment = (type: PaymentType, amount: number, balanceAfter: number) => {
      ledger.payments.push({
        paymentId: this.#ids.payment.take(),
        type,
        amount,
        balanceAfter,
        currency: player.currency,
        createdAt: now,
      });
    };
    payment('BET', -round.betAmount, total - round.winAmount);
    if (round.winAmount > 0) payment('WIN', round.winAmount, total);
  }

  /**
   * Changes the status of a cashier entry held outside the ledger (a deposit's entry, kept by its payment
   * transaction), marking the player's ledger as changed.
   */
  updateCashier(player: PlayerRecord, entry: CashierEntry, status: CashierStatus): void {
    this.ledgerOf(player);
    entry.status = status;
  }

  /** The cashier entry of a player's ledger with this id, without touching it (for relinking on restore). */
  cashierEntry(playerId: number, transactionId: number): CashierEntry | undefined {
    return this.#ledgers.get(playerId)?.cashier.find((c) => c.transactionId === transactionId);
  }

  nextWithdrawalId(): number {
    return this.#ids.withdrawal.take();
  }

  /** How much of a kind the player used within a range (minor units, a count or minutes). */
  usage(player: PlayerRecord, kind: UsageKind, range: TimeRange): number {
    return usageOf(this.ledgerOf(player), kind, range, this.#now());
  }

  takeTouched(): number[] {
    const keys = [...this.#touched];
    this.#touched.clear();
    return keys;
  }

  documentOf(playerId: number): unknown {
    const ledger = this.#ledgers.get(playerId);
    return ledger === undefined ? undefined : ledgerDocument(ledger);
  }

  keys(): Iterable<number> {
    return this.#ledgers.keys();
  }

  restore(documents: ReadonlyMap<number, unknown>): void {
    for (const [playerId, document] of documents)
      this.#ledgers.set(playerId, ledgerOfDocument(playerId, document));
    skipRestoredIds(this.#ids, this.#ledgers.values());
  }
}

const stores = new WeakMap<SandboxState, WalletStore>();

/** The wallet of a sandbox (one per state, created on first use); deposits of other areas append to it. */
export function walletOf(state: SandboxState): WalletStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new WalletStore({ now: state.now, games: state.catalogue.games });
    stores.set(state, store);
    state.persistedStores.attach(store);
    // Seed now (after the restore): a history generated later would end at balances other operations
    // already changed.
    store.seedAll(state.players);
  }
  return store;
}
