import type { Result } from '../shared/result.ts';
import { fail, ok } from '../shared/result.ts';
import { limitUnit } from './limit-kinds.rule.ts';
import { parseLimitEntry, type LimitEntry, type LimitEntryProblem } from './limit-entry.rule.ts';
import type { Limit, LimitRef, LimitSettingsUpdate, LimitValue } from './limit-settings.ts';
import { sameLimit } from './limit-settings.ts';

/** One field of the limits form: which limit, and what the player typed. */
export interface LimitDraft extends LimitRef {
  readonly entry: LimitEntry;
}

/**
 * One change the player asked for, and when it applies: a new or lower limit at once; a higher limit
 * or a removal only after the cooling period and the player's confirmation (pending).
 */
export interface PlannedLimitChange extends LimitRef {
  /** The amount in force; null when none is set. */
  readonly from: number | null;
  /** The amount asked for; null to remove the limit. */
  readonly to: number | null;
  readonly applies: 'now' | 'pending';
}

/** The key of a limit in a form's problems: `DEPOSIT:DAILY`. */
export const limitKey = (ref: LimitRef): string => `${ref.type}:${ref.period}`;

export type LimitPlan =
  | { readonly kind: 'unchanged' }
  | {
      readonly kind: 'changes';
      readonly changes: readonly PlannedLimitChange[];
      /** The settings body that asks for exactly these changes. */
      readonly update: LimitSettingsUpdate;
    };

/**
 * The changes a limits form asks for, compared with the limits in force (account-and-session.md §3,
 * §5): each field is parsed in its unit; an unchanged field sends nothing; an emptied field removes its
 * limit; a new or lower limit applies now; a higher one, or a removal, is pending. Any field that is
 * not a limit refuses the whole form, with the problem of each such field by {@link limitKey}.
 */
export function planLimitUpdate(
  inForce: readonly Limit[],
  drafts: readonly LimitDraft[],
): Result<LimitPlan, ReadonlyMap<string, LimitEntryProblem>> {
  const problems = new Map<string, LimitEntryProblem>();
  const changes: PlannedLimitChange[] = [];
  for (const draft of drafts) {
    const parsed = parseLimitEntry(limitUnit(draft.type), draft.period, draft.entry);
    if (!parsed.ok) {
      problems.set(limitKey(draft), parsed.error);
      continue;
    }
    const from = inForce.find((limit) => sameLimit(limit, draft))?.amount ?? null;
    const to = parsed.value;
    if (from === to) continue;
    const applies = from !== null && (to === null || to > from) ? 'pending' : 'now';
    changes.push({ type: draft.type, period: draft.period, from, to, applies });
  }
  if (problems.size > 0) return fail(problems);
  if (changes.length === 0) return ok({ kind: 'unchanged' });
  const limits: LimitValue[] = [];
  const removeLimits: LimitRef[] = [];
  for (const change of changes) {
    if (change.to === null) removeLimits.push({ type: change.type, period: change.period });
    else limits.push({ type: change.type, period: change.period, amount: change.to });
  }
  return ok({ kind: 'changes', changes, update: { limits, removeLimits } });
}
