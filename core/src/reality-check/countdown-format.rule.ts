const two = (value: number): string => String(value).padStart(2, '0');

/**
 * Seconds left of the reality-check countdown shown as `mm:ss` (account-and-session.md §4, §9):
 * 75 → `01:15`, 5 → `00:05`, 0 → `00:00`; an hour or more keeps counting minutes (6000 → `100:00`).
 * @param seconds whole seconds, 0 or more; anything else is a bug and throws a RangeError.
 */
export function formatCountdown(seconds: number): string {
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new RangeError(`Countdown must be a whole number of seconds ≥ 0, got ${String(seconds)}`);
  }
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/** Milliseconds of a reality-check interval of `minutes` (realityCheckInterval × 60 × 1000). */
export const realityIntervalMs = (minutes: number): number => minutes * 60 * 1000;
