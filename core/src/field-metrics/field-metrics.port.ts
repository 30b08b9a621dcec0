import type { FieldMetric } from './field-metric.ts';

/**
 * Where the field data goes: the operator's collector (a beacon to the configured endpoint in the
 * browser). Reporting never fails the page: an implementation that cannot send drops the metric.
 */
export interface FieldMetricsPort {
  report(metric: FieldMetric): void;
}
export const FieldMetricsPort = Symbol('FieldMetricsPort');
