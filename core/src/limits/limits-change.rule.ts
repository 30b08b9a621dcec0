import type { LimitChange, LimitsChange } from './limits-change.ts';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value));

function parseLimit(value: unknown): LimitChange | null {
  if (!isRecord(value)) return null;
  const { type, period } = value;
  const currentAmount = value['currentAmount'] ?? null;
  const newAmount = value['newAmount'] ?? null;
  if (typeof type !== 'string' || typeof period !== 'string') return null;
  if (!isAmount(currentAmount) || !isAmount(newAmount)) return null;
  return { type, period, currentAmount, newAmount };
}

/**
 * The data of a RESPONSIBLE_GAMING_CHANGES_APPLY notification, or null when it names no adjustment
 * (uniqueIds must be a non-empty list of strings: the confirm call needs them). Limits that are not
 * `{ type, period, currentAmount, newAmount }` with integer or null amounts are left out; a missing
 * amount reads as null.
 */
export function parseLimitsChange(data: unknown): LimitsChange | null {
  if (!isRecord(data)) return null;
  const { uniqueIds, limits } = data;
  if (!Array.isArray(uniqueIds) || uniqueIds.length === 0) return null;
  if (!uniqueIds.every((id): id is string => typeof id === 'string')) return null;
  const parsed = Array.isArray(limits) ? limits.map(parseLimit) : [];
  return { uniqueIds, limits: parsed.filter((limit): limit is LimitChange => limit !== null) };
}
