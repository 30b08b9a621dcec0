import { SandboxError } from '../handlers/operation-handler.ts';
import { isPerTransaction, type LimitPeriod, type LimitType, type PlayerCare } from './limit-types.ts';

export interface LimitValue {
  readonly type: LimitType;
  readonly period: LimitPeriod;
  readonly amount: number;
}

export interface SettingsUpdate {
  readonly limits: readonly LimitValue[];
  readonly removeLimits?: readonly { readonly type: LimitType; readonly period: LimitPeriod }[];
}

/** True when two limits (or adjustments) are of the same type and period. */
export const sameLimit = (
  a: { type: LimitType; period: LimitPeriod },
  b: { type: LimitType; period: LimitPeriod },
) => a.type === b.type && a.period === b.period;

/**
 * Refuses a settings update with errorCode 57 (bad data): a type and period given twice, a period other
 * than ONCE for a per-transaction maximum (or ONCE for anything else), an amount of 0 (zero values are
 * stripped by the client), or the removal of a limit that is not set.
 */
export function checkSettingsUpdate(care: PlayerCare, update: SettingsUpdate): void {
  const removals = update.removeLimits ?? [];
  const all = [...update.limits, ...removals];
  all.forEach((entry, index) => {
    if (all.findIndex((other) => sameLimit(other, entry)) !== index)
      throw new SandboxError(400, 57, `${entry.type} ${entry.period} is given twice`);
    if (isPerTransaction(entry.type) !== (entry.period === 'ONCE'))
      throw new SandboxError(400, 57, `${entry.type} has no ${entry.period} period`);
  });
  for (const value of update.limits)
    if (value.amount <= 0) throw new SandboxError(400, 57, `${value.type} ${value.period} must be over 0`);
  for (const removal of removals)
    if (!care.limits.some((l) => sameLimit(l, removal)))
      throw new SandboxError(400, 57, `No ${removal.type} ${removal.period} limit to remove`);
}
