import type { LighthouseMetrics } from './lighthouse-metrics.model.ts';

/** The median of `values` (the mean of the two middle ones of an even count). Throws on none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('no run to take a median of');
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Each figure of `runs` as the median of its own across them: the budgets are "medians of 5
 * interleaved runs" (issue 34), for the app and the bare build alike. Not the figures of the run with
 * the median score: the score weighs five metrics, so the run it picks carries whatever LCP that run
 * happened to have (Lighthouse's own median-run helper avoids the score for that reason), and one
 * run's luck then decided a ratio. Throws on an empty list.
 */
export function medianMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
  };
}
