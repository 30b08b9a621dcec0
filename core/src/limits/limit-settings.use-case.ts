import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { LimitsPort } from '../limits/limits.port.ts';
import type { LimitEntryProblem } from './limit-entry.rule.ts';
import type { LimitValue, PendingLimit, ResponsibleGamingSettings } from './limit-settings.ts';
import type { LimitsChange } from './limits-change.ts';
import {
  planLimitUpdate,
  type LimitDraft,
  type LimitPlan,
  type PlannedLimitChange,
} from './limit-update.rule.ts';

export type LimitSettingsLoaded =
  | {
      readonly kind: 'loaded';
      readonly settings: ResponsibleGamingSettings;
      /** The label's default limits (empty when they could not be loaded: the tab works without them). */
      readonly defaults: readonly LimitValue[];
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export type LimitReview =
  { readonly kind: 'invalid'; readonly problems: ReadonlyMap<string, LimitEntryProblem> } | LimitPlan;

export type LimitSaveOutcome =
  | {
      readonly kind: 'saved';
      readonly settings: ResponsibleGamingSettings;
      readonly changes: readonly PlannedLimitChange[];
    }
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/**
 * The limits tab (account-and-session.md §3 Responsible-gaming limit types, §5 limit values; shown
 * when responsibleGamingLimitsEnabled): the limits in force, the pending adjustments and the label's
 * defaults (loaded once and kept, as the specification caches them); a form reviewed before it is
 * saved (what applies now, what waits for the cooling period and a confirmation); and the answer to a
 * pending adjustment from the tab, as the limits-changed modal gives it.
 */
export class LimitSettingsUseCase {
  readonly #limits: LimitsPort;
  readonly #errors: ErrorCatalogue;
  #defaults: readonly LimitValue[] | null = null;

  constructor(limits: LimitsPort, errors: ErrorCatalogue) {
    this.#limits = limits;
    this.#errors = errors;
  }

  async load(customerId: number): Promise<LimitSettingsLoaded> {
    const [settings, defaults] = await Promise.all([
      this.#limits.loadSettings(customerId),
      this.#loadDefaults(),
    ]);
    if (!settings.ok) return { kind: 'failed', error: describeFailure(settings.error, this.#errors) };
    return { kind: 'loaded', settings: settings.value, defaults };
  }

  /** What saving the form would change, or the problem of each field that is not a limit. */
  review(settings: ResponsibleGamingSettings, drafts: readonly LimitDraft[]): LimitReview {
    const plan = planLimitUpdate(settings.limits, drafts);
    return plan.ok ? plan.value : { kind: 'invalid', problems: plan.error };
  }

  /** Saves a reviewed plan. */
  async save(plan: Extract<LimitPlan, { kind: 'changes' }>): Promise<LimitSaveOutcome> {
    const saved = await this.#limits.updateSettings(plan.update);
    return saved.ok
      ? { kind: 'saved', settings: saved.value, changes: plan.changes }
      : { kind: 'refused', error: describeFailure(saved.error, this.#errors) };
  }

  async #loadDefaults(): Promise<readonly LimitValue[]> {
    if (this.#defaults !== null) return this.#defaults;
    const loaded = await this.#limits.loadDefaults();
    if (loaded.ok) this.#defaults = loaded.value;
    return loaded.ok ? loaded.value : [];
  }
}

/** A pending adjustment as the limits-changed decision takes it (LimitsChangedUseCase). */
export const limitsChangeOf = (pending: PendingLimit): LimitsChange => ({
  uniqueIds: [pending.uniqueId],
  limits: [
    {
      type: pending.type,
      period: pending.period,
      currentAmount: pending.currentAmount,
      newAmount: pending.newAmount,
    },
  ],
});

/** Whether a pending adjustment waits for the player's answer now: its cooling period is over, undecided. */
export const awaitsDecision = (pending: PendingLimit, now: number): boolean =>
  pending.confirmed === null && Date.parse(pending.effectiveFrom) <= now;
