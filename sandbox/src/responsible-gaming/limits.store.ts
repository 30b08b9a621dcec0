import { SandboxError } from '../handlers/operation-handler.ts';
import { isRecord } from '../openapi/openapi-document.ts';
import type { PersistedStore } from '../persistence/persisted-stores.registry.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { SandboxState } from '../state.ts';
import { isoOf, rigaPeriodAround } from '../wallet/riga-time.ts';
import { walletOf, type WalletStore } from '../wallet/wallet.store.ts';
import { LimitBreachError } from './limit-breach.error.ts';
import { checkSettingsUpdate, sameLimit, type LimitValue, type SettingsUpdate } from './limit-update.rule.ts';
import {
  isCountType,
  usageKindOf,
  type LimitPeriod,
  type LimitRecord,
  type LimitType,
  type PlayerCare,
} from './limit-types.ts';
import { seedPlayerCare } from './responsible-gaming.seed.ts';

/** How long an increase or removal of a limit waits before it can apply: 7 days, in ms. */
export const coolingPeriodMs = 7 * 24 * 60 * 60 * 1000;

/** Sends a realtime message to a customer; returns the number of live subscriptions reached. */
export type Notify = (customerId: number, message: unknown) => number;

/**
 * Responsible-gaming limits of every player, by the usual regulated rule: a new or lower limit applies at
 * once; a higher limit or a removal becomes a pending adjustment that applies only after the cooling
 * period and the customer's confirmation (RESPONSIBLE_GAMING_CHANGES_APPLY, then adjustment/confirm).
 * What the limits count (deposits, bets, sessions) is the wallet's ledger, which persists with the wallet.
 *
 * Persisted (kind 'limits', one document per player: limits and pending adjustments): every player's
 * care handed out by {@link careOf} counts as touched, as settling may change it on any read.
 */
export class LimitsStore implements PersistedStore {
  readonly kind = 'limits';
  readonly #care = new Map<number, PlayerCare>();
  readonly #touched = new Set<number>();
  readonly #now: () => number;
  readonly #wallet: WalletStore;
  readonly #anchor: number;
  #nextAdjustment = 0x7f2d00;

  constructor(options: { readonly now: () => number; readonly wallet: WalletStore }) {
    this.#now = options.now;
    this.#anchor = options.now();
    this.#wallet = options.wallet;
  }

  careOf(player: PlayerRecord): PlayerCare {
    let care = this.#care.get(player.id);
    if (care === undefined) {
      care = seedPlayerCare(player.id, this.#anchor);
      this.#care.set(player.id, care);
    }
    this.#touched.add(player.id);
    return care;
  }

  /** How much of a limit the current period has used, and the period's bounds (null for ONCE). */
  usageOf(
    player: PlayerRecord,
    limit: LimitRecord,
  ): { used: number; from: number | null; to: number | null } {
    if (limit.period === 'ONCE') return { used: 0, from: null, to: null };
    const range = rigaPeriodAround(limit.period, this.#now());
    const kind = usageKindOf(limit.type);
    return { used: kind === null ? 0 : this.#wallet.usage(player, kind, range), ...range };
  }

  /** The limits in force as the contract's Limit. */
  limitsView(player: PlayerRecord): object[] {
    return this.careOf(player).limits.map((limit) => {
      const { used, from, to } = this.usageOf(player, limit);
      return {
        type: limit.type,
        period: limit.period,
        amount: limit.amount,
        usedAmount: used,
        periodStart: from === null ? null : isoOf(from),
        periodEnd: to === null ? null : isoOf(to),
      };
    });
  }

  /** The pending adjustments as the contract's LimitAdjustment. */
  pendingView(player: PlayerRecord): object[] {
    return this.careOf(player).pending.map((p) => ({
      uniqueId: p.uniqueId,
      type: p.type,
      period: p.period,
      currentAmount: p.currentAmount,
      newAmount: p.newAmount,
      confirmed: p.confirmed,
      effectiveFrom: isoOf(p.effectiveFrom),
    }));
  }

  /** Applies a settings update; returns true when anything changed. Bad data answers 57. */
  update(player: PlayerRecord, update: SettingsUpdate): boolean {
    const care = this.careOf(player);
    checkSettingsUpdate(care, update);
    const removals = update.removeLimits ?? [];
    let changed = false;
    for (const value of update.limits) changed = this.#set(care, value) || changed;
    for (const removal of removals) {
      const current = care.limits.find((l) => sameLimit(l, removal));
      this.#replacePending(care, removal, current?.amount ?? null, null);
      changed = true;
    }
    return changed;
  }

  #set(care: PlayerCare, value: LimitValue): boolean {
    const current = care.limits.find((l) => sameLimit(l, value));
    if (current === undefined || value.amount < current.amount) {
      this.#dropPending(care, value);
      if (current === undefined) care.limits.push({ ...value });
      else current.amount = value.amount;
      return true;
    }
    if (value.amount === current.amount) return false;
    this.#replacePending(care, value, current.amount, value.amount);
    return true;
  }

  #replacePending(
    care: PlayerCare,
    limit: { type: LimitType; period: LimitPeriod },
    currentAmount: number | null,
    newAmount: number | null,
  ): void {
    this.#dropPending(care, limit);
    care.pending.push({
      uniqueId: `rg-adj-${(this.#nextAdjustment++).toString(16)}`,
      type: limit.type,
      period: limit.period,
      currentAmount,
      newAmount,
      confirmed: null,
      effectiveFrom: this.#now() + coolingPeriodMs,
      notified: false,
    });
  }

  #dropPending(care: PlayerCare, limit: { type: LimitType; period: LimitPeriod }): void {
    const index = care.pending.findIndex((p) => sameLimit(p, limit));
    if (index >= 0) care.pending.splice(index, 1);
  }

  /**
   * The customer's answer to pending adjustments: false drops them; true confirms them, and a confirmed
   * adjustment applies once its cooling period is over. Unknown ids answer 404.
   */
  decide(player: PlayerRecord, uniqueIds: readonly string[], confirmed: boolean): void {
    const care = this.careOf(player);
    const answered = uniqueIds.map((id) => {
      const adjustment = care.pending.find((p) => p.uniqueId === id);
      if (adjustment === undefined) throw new SandboxError(404, -1, `No pending limit adjustment ${id}`);
      return adjustment;
    });
    for (const adjustment of answered) {
      if (confirmed) adjustment.confirmed = true;
      else care.pending.splice(care.pending.indexOf(adjustment), 1);
    }
    this.settle(player);
  }

  /**
   * Ends the cooling period of the player's undecided adjustments now (the console's shortcut through
   * the 7 days), then settles: the customer is asked to confirm them (RESPONSIBLE_GAMING_CHANGES_APPLY
   * through `notify`). Returns how many became due.
   */
  makeDue(player: PlayerRecord, notify: Notify): number {
    const undecided = this.careOf(player).pending.filter((p) => p.confirmed === null);
    for (const adjustment of undecided) {
      adjustment.effectiveFrom = Math.min(adjustment.effectiveFrom, this.#now());
      adjustment.notified = false;
    }
    this.settle(player, notify);
    return undecided.length;
  }

  /**
   * Applies confirmed adjustments whose cooling period is over, and tells the customer (once they are
   * connected) about due adjustments waiting for an answer.
   */
  settle(player: PlayerRecord, notify?: Notify): void {
    const care = this.careOf(player);
    const now = this.#now();
    for (const adjustment of care.pending.filter((p) => p.effectiveFrom <= now && p.confirmed === true)) {
      care.pending.splice(care.pending.indexOf(adjustment), 1);
      const index = care.limits.findIndex((l) => sameLimit(l, adjustment));
      if (adjustment.newAmount === null) {
        if (index >= 0) care.limits.splice(index, 1);
      } else if (index >= 0) {
        care.limits.splice(index, 1, { ...adjustment, amount: adjustment.newAmount });
      } else {
        care.limits.push({ type: adjustment.type, period: adjustment.period, amount: adjustment.newAmount });
      }
    }
    const due = care.pending.filter((p) => p.effectiveFrom <= now && p.confirmed === null && !p.notified);
    if (notify === undefined || due.length === 0) return;
    const delivered = notify(player.id, {
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: {
        uniqueIds: due.map((p) => p.uniqueId),
        limits: due.map(({ type, period, currentAmount, newAmount }) => ({
          type,
          period,
          currentAmount,
          newAmount,
        })),
      },
    });
    if (delivered > 0) for (const adjustment of due) adjustment.notified = true;
  }

  /**
   * Throws errorCode 40 (with the breached type and period) when adding `amount` (minor units; count
   * types add one) to what the player used would exceed a limit of one of `types`.
   */
  assertWithin(player: PlayerRecord, types: readonly LimitType[], amount: number): void {
    this.settle(player);
    for (const limit of this.careOf(player).limits) {
      if (!types.includes(limit.type)) continue;
      const add = isCountType(limit.type) ? 1 : amount;
      const { used } = this.usageOf(player, limit);
      if (used + add > limit.amount) throw new LimitBreachError(limit.type, limit.period, limit.amount, used);
    }
  }

  takeTouched(): number[] {
    const keys = [...this.#touched];
    this.#touched.clear();
    return keys;
  }

  documentOf(playerId: number): unknown {
    return this.#care.get(playerId);
  }

  keys(): Iterable<number> {
    return this.#care.keys();
  }

  restore(documents: ReadonlyMap<number, unknown>): void {
    for (const [playerId, document] of documents) {
      if (!isRecord(document) || !Array.isArray(document.limits) || !Array.isArray(document.pending)) {
        throw new Error(`limits document ${String(playerId)} is not a player's limits`);
      }
      const care = document as unknown as PlayerCare;
      this.#care.set(playerId, care);
      // Adjustment ids count up in hex (rg-adj-7f2d00): later ones must not repeat a restored one.
      for (const { uniqueId } of care.pending) {
        const number = Number.parseInt(uniqueId.replace(/^rg-adj-/, ''), 16);
        if (Number.isSafeInteger(number)) this.#nextAdjustment = Math.max(this.#nextAdjustment, number + 1);
      }
    }
  }
}

const stores = new WeakMap<SandboxState, LimitsStore>();

/** The responsible-gaming limits of a sandbox (one per state); other areas check their operations with it. */
export function limitsOf(state: SandboxState): LimitsStore {
  let store = stores.get(state);
  if (store === undefined) {
    store = new LimitsStore({ now: state.now, wallet: walletOf(state) });
    stores.set(state, store);
    state.persistedStores.attach(store);
  }
  return store;
}
