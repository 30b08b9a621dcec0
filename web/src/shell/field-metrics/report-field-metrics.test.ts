import type { FieldMetricsPort } from '@lv-casino/core/field-metrics/field-metrics.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { RecordingFieldMetrics } from '@lv-casino/core/testing/field-metrics.fake.ts';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { DeviceToken } from '../../kernel/device.ts';
import { FieldMetricsPortLoader } from '../../kernel/field-metrics-port-loader.ts';
import {
  reportFieldMetrics,
  startFieldMetrics,
  type MeasuredMetric,
  type MetricSource,
} from './report-field-metrics.ts';

/** A metric source the test makes report, as web-vitals does once a value is known. */
class FakeMetricSource {
  #onReport: ((metric: MeasuredMetric) => void) | null = null;

  readonly source: MetricSource = (onReport) => {
    this.#onReport = onReport;
  };

  measure(metric: MeasuredMetric): void {
    this.#onReport?.(metric);
  }
}

const lcp: MeasuredMetric = { name: 'LCP', value: 2140.6, rating: 'good' };
const inp: MeasuredMetric = { name: 'INP', value: 312, rating: 'needs-improvement' };

/** A container as the entry's: the device and the collector's loader (a recording port). */
function containerWith(device: Device, port: FieldMetricsPort): Container {
  const container = new Container();
  container.bind<Device>(DeviceToken).toConstantValue(device);
  container
    .bind<() => Promise<FieldMetricsPort>>(FieldMetricsPortLoader)
    .toConstantValue(() => Promise.resolve(port));
  return container;
}

describe('reportFieldMetrics', () => {
  it('sends nothing before a metric is measured', () => {
    const port = new RecordingFieldMetrics();

    reportFieldMetrics(port, { page: '/lv/casino', device: 'mobile' }, [new FakeMetricSource().source]);

    expect(port.metrics).toEqual([]);
  });

  it('sends each measured metric with the page and the device', () => {
    const port = new RecordingFieldMetrics();
    const largestPaint = new FakeMetricSource();
    const interaction = new FakeMetricSource();
    reportFieldMetrics(port, { page: '/lv/casino', device: 'mobile' }, [
      largestPaint.source,
      interaction.source,
    ]);

    interaction.measure(inp);
    largestPaint.measure(lcp);

    expect(port.metrics).toEqual([
      { ...inp, page: '/lv/casino', device: 'mobile' },
      { ...lcp, page: '/lv/casino', device: 'mobile' },
    ]);
  });
});

describe('startFieldMetrics', () => {
  it("names the landing page's path alone and the container's device, through the loaded port", async () => {
    const port = new RecordingFieldMetrics();
    const largestPaint = new FakeMetricSource();
    await startFieldMetrics(
      containerWith('desktop', port),
      'https://casino.example.lv/en/casino?modal=reset-password&key=k3y#top',
      [largestPaint.source],
    );

    largestPaint.measure(lcp);

    expect(port.metrics).toEqual([{ ...lcp, page: '/en/casino', device: 'desktop' }]);
  });
});
