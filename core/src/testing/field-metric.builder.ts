import type { FieldMetric } from '../field-metrics/field-metric.ts';

/** A field metric; defaults to a good LCP of 1.8 s on a phone's lobby. */
export const createFieldMetric = (overrides: Partial<FieldMetric> = {}): FieldMetric => ({
  name: 'LCP',
  value: 1800,
  rating: 'good',
  page: '/lv/casino',
  device: 'mobile',
  ...overrides,
});
