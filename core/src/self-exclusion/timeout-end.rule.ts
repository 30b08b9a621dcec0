import type { Result } from '../shared/result.ts';
import { fail, ok } from '../shared/result.ts';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/** A timeout ends at least 24 hours and at most 6 weeks from when it is asked for (contract TimeoutRequest). */
export const TIMEOUT_BOUNDS_MS = { min: 24 * hourMs, max: 6 * 7 * 24 * hourMs } as const;

/**
 * How far inside the bounds a timeout's end is kept: the server checks the bounds against its own
 * clock when the request arrives, a little later than the player chose.
 */
const MARGIN_MS = 5 * minuteMs;

/** Why a chosen end is not a timeout: too soon (under 24 hours) or too late (over 6 weeks). */
export type TimeoutEndProblem = 'too-soon' | 'too-late';

/**
 * The end of a timeout of `hours` from `now` (epoch ms), on a whole minute and kept within the bounds
 * with a margin, so that a 24-hour timeout asked for now is still 24 hours when the server reads it.
 */
export function timeoutEndAfter(now: number, hours: number): number {
  const wanted = Math.ceil((now + hours * hourMs) / minuteMs) * minuteMs;
  const earliest = now + TIMEOUT_BOUNDS_MS.min + MARGIN_MS;
  const latest = now + TIMEOUT_BOUNDS_MS.max - MARGIN_MS;
  return Math.min(Math.max(wanted, earliest), latest);
}

/** A chosen end (epoch ms), or why it cannot be a timeout's end seen from `now`. */
export function checkTimeoutEnd(now: number, end: number): Result<number, TimeoutEndProblem> {
  if (!Number.isFinite(end) || end - now < TIMEOUT_BOUNDS_MS.min + MARGIN_MS) return fail('too-soon');
  if (end - now > TIMEOUT_BOUNDS_MS.max - MARGIN_MS) return fail('too-late');
  return ok(end);
}
