import type { Device } from '../shared/device.ts';

/** The Core Web Vitals and the server's first byte, as measured in a player's browser. */
export type FieldMetricName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** The metric's band by Google's thresholds (e.g. LCP good ≤ 2.5 s, poor > 4 s). */
export type FieldMetricRating = 'good' | 'needs-improvement' | 'poor';

/** One measurement of a page load in the field, for the operator (issue 34: field data). */
export interface FieldMetric {
  readonly name: FieldMetricName;
  /** Milliseconds for LCP, INP and TTFB; CLS is a unitless score. Never negative. */
  readonly value: number;
  readonly rating: FieldMetricRating;
  /** The path the page was loaded at, without query or fragment (`reportedPage`). */
  readonly page: string;
  /** The layout the site was rendered for. */
  readonly device: Device;
}
