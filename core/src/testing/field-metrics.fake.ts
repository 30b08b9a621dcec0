import type { FieldMetric } from '../field-metrics/field-metric.ts';
import type { FieldMetricsPort } from '../field-metrics/field-metrics.port.ts';

/** A FieldMetricsPort that keeps what it was given. */
export class RecordingFieldMetrics implements FieldMetricsPort {
  readonly metrics: FieldMetric[] = [];

  report(metric: FieldMetric): void {
    this.metrics.push(metric);
  }
}
