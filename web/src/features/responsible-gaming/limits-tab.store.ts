import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { LimitEntry, LimitEntryProblem } from '@lv-casino/core/limits/limit-entry.rule.ts';
import { limitEntryOf } from '@lv-casino/core/limits/limit-entry.rule.ts';
import { LIMIT_KINDS, type LimitKind } from '@lv-casino/core/limits/limit-kinds.rule.ts';
import {
  awaitsDecision,
  limitsChangeOf,
  type LimitSettingsUseCase,
} from '@lv-casino/core/limits/limit-settings.use-case.ts';
import type {
  Limit,
  LimitPeriod,
  LimitType,
  LimitValue,
  PendingLimit,
  ResponsibleGamingSettings,
} from '@lv-casino/core/limits/limit-settings.ts';
import { sameLimit } from '@lv-casino/core/limits/limit-settings.ts';
import {
  limitKey,
  type LimitPlan,
  type PlannedLimitChange,
} from '@lv-casino/core/limits/limit-update.rule.ts';
import type { LimitsChangedUseCase } from '@lv-casino/core/limits/limits-changed.use-case.ts';
import type { RealityCheckIntervalUseCase } from '@lv-casino/core/reality-check/reality-check-interval.use-case.ts';
import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';
import { makeAutoObservable } from 'mobx';
import { Showing } from '../../kernel/showing.ts';
import { RealityCheckSettingsStore } from './reality-check-settings.store.ts';

export interface LimitsTabDeps {
  readonly limits: LimitSettingsUseCase;
  readonly limitsChanged: LimitsChangedUseCase;
  readonly interval: RealityCheckIntervalUseCase;
  /** realityCheckEnabled of the customer config (null until loaded): whether the reality-check settings show. */
  readonly realityCheckEnabled: () => boolean;
  /** Loads the customer config if it has not come yet (the profile has usually loaded it). */
  readonly loadConfig: () => Promise<unknown>;
  /** A new reality-check interval is stored: the app's user takes it and the check restarts. */
  readonly intervalApplied: (minutes: number) => void;
  /** The logged-in customer's id; null once the session has ended. */
  readonly customerId: () => number | null;
  /** The player's currency, for money limits. */
  readonly currency: () => string;
  readonly now: () => number;
  /** Publishes core's events to the app; the tab also hears LIMITS_CHANGED_DECISION from the modal. */
  readonly events: {
    publish(events: readonly DomainEvent[]): void;
    subscribe(listener: (event: DomainEvent) => void): () => void;
  };
}

export type LimitsLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly settings: ResponsibleGamingSettings }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** The kind being changed: what the player typed, field problems, the review and the save. */
export interface LimitEdit {
  readonly kind: LimitKind;
  readonly entries: Readonly<Partial<Record<LimitPeriod, LimitEntry>>>;
  readonly problems: ReadonlyMap<string, LimitEntryProblem>;
  /** The changes shown for a last look before saving; null while typing. */
  readonly review: Extract<LimitPlan, { kind: 'changes' }> | null;
  /** The form asked for no change (shown as a note). */
  readonly unchanged: boolean;
  readonly saving: boolean;
  /** The catalogue message of a refused save; null when none. */
  readonly refusal: ErrorDescriptor | null;
}

/** An answer to a pending adjustment under way or refused. */
export interface PendingAnswer {
  readonly uniqueId: string;
  readonly busy: boolean;
  readonly refusal: ErrorDescriptor | null;
}

const LOADING = { kind: 'loading' } as const;

/**
 * The limits tab of the profile (account-and-session.md §3 Responsible-gaming limit types, §5 limit
 * values, §4 Limits changed; shown when responsibleGamingLimitsEnabled): every limit kind with its
 * amounts in force and their use, the label's suggestions, the pending adjustments (each can be
 * withdrawn, and answered once its cooling period is over, as the limits-changed modal answers it),
 * and one kind changed at a time: typed, reviewed (what applies now and what waits), then saved. A
 * refused save keeps what was typed. One store per showing of the tab.
 */
export class LimitsTabStore {
  load: LimitsLoad = LOADING;
  defaults: readonly LimitValue[] = [];
  edit: LimitEdit | null = null;
  /** The changes of the last save, for the status line; null when none. */
  saved: readonly PlannedLimitChange[] | null = null;
  answer: PendingAnswer | null = null;
  /** The reality-check settings section of the tab. */
  readonly realityCheck: RealityCheckSettingsStore;

  readonly #deps: LimitsTabDeps;
  readonly #showing = new Showing();
  #loads = 0;
  #unsubscribe: (() => void) | null = null;

  constructor(deps: LimitsTabDeps) {
    this.#deps = deps;
    this.realityCheck = new RealityCheckSettingsStore({
      interval: deps.interval,
      current: () => this.settings?.realityCheckInterval ?? null,
      applied: deps.intervalApplied,
    });
    makeAutoObservable(this, { realityCheck: false }, { deep: false });
  }

  get currency(): string {
    return this.#deps.currency();
  }

  get realityCheckEnabled(): boolean {
    return this.#deps.realityCheckEnabled();
  }

  activate(): void {
    this.#unsubscribe = this.#deps.events.subscribe((event) => {
      // The limits-changed modal (or this tab) answered: the pending adjustments have changed.
      if (event.kind === 'LIMITS_CHANGED_DECISION') void this.#reload();
    });
    void this.#reload();
    void this.#deps.loadConfig();
  }

  dispose(): void {
    this.#showing.end();
    this.realityCheck.dispose();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  retry(): void {
    this.load = LOADING;
    void this.#reload();
  }

  get settings(): ResponsibleGamingSettings | null {
    return this.load.kind === 'ready' ? this.load.settings : null;
  }

  /** The limit in force of a kind and period, or null. */
  limitOf(type: LimitType, period: LimitPeriod): Limit | null {
    return this.settings?.limits.find((limit) => sameLimit(limit, { type, period })) ?? null;
  }

  /** The pending adjustment of a kind and period, or null. */
  pendingOf(type: LimitType, period: LimitPeriod): PendingLimit | null {
    return this.settings?.pending.find((pending) => sameLimit(pending, { type, period })) ?? null;
  }

  /** The label's suggested amount of a kind and period, or null. */
  suggestionOf(type: LimitType, period: LimitPeriod): number | null {
    return this.defaults.find((value) => sameLimit(value, { type, period }))?.amount ?? null;
  }

  /** Whether a pending adjustment waits for the player's answer now. */
  awaitsAnswer(pending: PendingLimit): boolean {
    return awaitsDecision(pending, this.#deps.now());
  }

  /** Opens the form of a kind with its amounts in force. */
  startEdit(type: LimitType): void {
    const kind = LIMIT_KINDS.find((k) => k.type === type);
    if (kind === undefined) return;
    const entries: Partial<Record<LimitPeriod, LimitEntry>> = {};
    for (const period of kind.periods)
      entries[period] = limitEntryOf(kind.unit, this.limitOf(type, period)?.amount ?? null);
    this.saved = null;
    this.edit = {
      kind,
      entries,
      problems: new Map(),
      review: null,
      unchanged: false,
      saving: false,
      refusal: null,
    };
  }

  cancelEdit(): void {
    this.edit = null;
  }

  /** What the player typed in a field of the kind being changed (its problem is cleared). */
  type(period: LimitPeriod, entry: LimitEntry): void {
    const edit = this.edit;
    if (edit === null || edit.saving) return;
    const problems = new Map(edit.problems);
    problems.delete(limitKey({ type: edit.kind.type, period }));
    this.edit = {
      ...edit,
      entries: { ...edit.entries, [period]: entry },
      problems,
      review: null,
      unchanged: false,
      refusal: null,
    };
  }

  /** Checks the form: its problems, no change, or the changes to review. */
  review(): void {
    const edit = this.edit;
    const settings = this.settings;
    if (edit === null || settings === null) return;
    const drafts = edit.kind.periods.map((period) => ({
      type: edit.kind.type,
      period,
      entry: edit.entries[period] ?? limitEntryOf(edit.kind.unit, null),
    }));
    const review = this.#deps.limits.review(settings, drafts);
    if (review.kind === 'invalid') this.edit = { ...edit, problems: review.problems };
    else if (review.kind === 'unchanged') this.edit = { ...edit, unchanged: true };
    else this.edit = { ...edit, review };
  }

  /** Back from the review to the form, with what was typed. */
  backToForm(): void {
    if (this.edit !== null && !this.edit.saving) this.edit = { ...this.edit, review: null };
  }

  async save(): Promise<void> {
    const edit = this.edit;
    if (edit?.review == null || edit.saving) return;
    this.edit = { ...edit, saving: true, refusal: null };
    await this.#showing.answer(this.#deps.limits.save(edit.review), (outcome) => {
      if (outcome.kind === 'saved') {
        this.load = { kind: 'ready', settings: outcome.settings };
        this.saved = outcome.changes;
        this.edit = null;
      } else {
        // Back to the form with what was typed, and why it was refused.
        this.edit = { ...edit, review: null, saving: false, refusal: outcome.error };
      }
    });
  }

  /**
   * The player's answer to a pending adjustment: withdrawn (No) at any time, or confirmed (Yes) once
   * its cooling period is over — the confirm call the limits-changed modal makes, so the modal and the
   * tab agree; the pending adjustments reload either way.
   */
  async answerPending(pending: PendingLimit, confirmed: boolean): Promise<void> {
    const customerId = this.#deps.customerId();
    if (customerId === null || this.answer?.busy === true) return;
    this.answer = { uniqueId: pending.uniqueId, busy: true, refusal: null };
    const decided = await this.#showing.answer(
      this.#deps.limitsChanged.decide({
        confirmed,
        change: limitsChangeOf(pending),
        customerId,
      }),
      (answer) => {
        this.answer =
          answer.confirmError === null
            ? null
            : { uniqueId: pending.uniqueId, busy: false, refusal: answer.confirmError };
      },
    );
    // LIMITS_CHANGED_DECISION: analytics hear it, and this tab reloads on it.
    if (decided !== undefined) this.#deps.events.publish(decided.events);
  }

  async #reload(): Promise<void> {
    const customerId = this.#deps.customerId();
    if (customerId === null) return;
    const load = ++this.#loads;
    await this.#showing.answer(this.#deps.limits.load(customerId), (loaded) => {
      if (load !== this.#loads) return;
      if (loaded.kind === 'loaded') {
        this.load = { kind: 'ready', settings: loaded.settings };
        this.defaults = loaded.defaults;
      } else if (this.load.kind !== 'ready') {
        this.load = { kind: 'failed', messageKey: loaded.error.messageKey };
      }
    });
  }
}
