/** The figures of one Lighthouse run. */
export interface LighthouseMetrics {
  /** Performance score, 0–100. */
  readonly score: number;
  /** Largest Contentful Paint, ms. */
  readonly lcpMs: number;
  /** Total Blocking Time, ms. */
  readonly tbtMs: number;
  /** Cumulative Layout Shift (unitless). */
  readonly cls: number;
  /** First Contentful Paint, ms. */
  readonly fcpMs: number;
}
