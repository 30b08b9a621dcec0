/**
 * Wall-clock time and timers, the only way time reaches core. Durations are milliseconds.
 * Implementations: the browser adapter over Date.now/setTimeout; `ControllableClock` in testing.
 */
export interface ClockPort {
  /** Wall-clock time, epoch milliseconds. It jumps forward after a sleeping tab wakes up. */
  now(): number;
  /** Calls `callback` once after at least `delayMs`; returns a function that cancels it. */
  schedule(delayMs: number, callback: () => void): () => void;
}
export const ClockPort = Symbol('ClockPort');
