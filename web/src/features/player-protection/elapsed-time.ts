const two = (value: number): string => String(value).padStart(2, '0');

/**
 * A duration shown as a clock: `m:ss` under an hour (`4:05`), `h:mm:ss` from an hour (`1:02:03`);
 * without seconds (`withSeconds` false) `h:mm`, for a clock that changes once a minute. Negative or
 * non-finite durations show as zero.
 */
export function formatElapsed(ms: number, withSeconds = true): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (!withSeconds) return `${String(hours)}:${two(minutes)}`;
  return hours > 0
    ? `${String(hours)}:${two(minutes)}:${two(seconds)}`
    : `${String(minutes)}:${two(seconds)}`;
}

/** The same duration as an ISO 8601 duration for `<time dateTime>` (`PT1H2M3S`). */
export function isoDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `PT${String(hours)}H${String(minutes)}M${String(total % 60)}S`;
}
