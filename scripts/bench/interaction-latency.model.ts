/** Chromium's CPU slow-down for the phone profile of the interaction budget (inp.probe.ts). */
export const PHONE_CPU_SLOWDOWN = 4;

/** The figures of one interaction: each run's latency (ms) and their median. */
export interface InteractionLatency {
  readonly name: string;
  readonly runsMs: readonly number[];
  readonly medianMs: number | undefined;
}
