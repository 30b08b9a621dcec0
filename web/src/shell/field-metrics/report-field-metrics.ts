import type { FieldMetricName, FieldMetricRating } from '@lv-casino/core/field-metrics/field-metric.ts';
import type { FieldMetricsPort } from '@lv-casino/core/field-metrics/field-metrics.port.ts';
import { reportedPage } from '@lv-casino/core/field-metrics/reported-page.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import type { Container } from 'inversify';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { DeviceToken } from '../../kernel/device.ts';
import { FieldMetricsPortLoader } from '../../kernel/field-metrics-port-loader.ts';

/** What a measuring library says of a metric (web-vitals' `Metric` holds this and more). */
export interface MeasuredMetric {
  readonly name: FieldMetricName;
  readonly value: number;
  readonly rating: FieldMetricRating;
}

/** Calls back with a metric's value once the page's is known (at the latest when the page is hidden). */
export type MetricSource = (onReport: (metric: MeasuredMetric) => void) => void;

/** The Core Web Vitals and the server's first byte, as web-vitals measures them. */
export const WEB_VITALS: readonly MetricSource[] = [onLCP, onINP, onCLS, onTTFB];

/** Where the metrics were taken: the page (core's reportedPage) and the layout. */
export interface FieldMetricsContext {
  readonly page: string;
  readonly device: Device;
}

/** Sends every metric the sources measure to the port, with the page and device. */
export function reportFieldMetrics(
  port: FieldMetricsPort,
  { page, device }: FieldMetricsContext,
  sources: readonly MetricSource[] = WEB_VITALS,
): void {
  for (const source of sources) {
    source(({ name, value, rating }) => {
      port.report({ name, value, rating, page, device });
    });
  }
}

/**
 * Starts the field data of this page load (main.tsx calls it after the page's load, only when the
 * build names a collector). Every metric names the page the document was loaded at, as the Chrome UX
 * Report counts a single-page app: the load's LCP and TTFB are that page's, and the CLS and INP of the
 * whole visit count with it. The metrics' observers read what the browser buffered since the
 * navigation, so starting after the load loses nothing of it.
 * @param address where the document was loaded (`location.href` at start); only its path is sent.
 * @param sources what measures the metrics; default web-vitals'.
 */
export async function startFieldMetrics(
  container: Container,
  address: string,
  sources: readonly MetricSource[] = WEB_VITALS,
): Promise<void> {
  const port = await container.get<() => Promise<FieldMetricsPort>>(FieldMetricsPortLoader)();
  const device = container.get<Device>(DeviceToken);
  reportFieldMetrics(port, { page: reportedPage(address), device }, sources);
}
