import { describe, expect, it } from 'vitest';
import { createFieldMetric } from '@lv-casino/core/testing/field-metric.builder.ts';
import { FakeBeaconPage } from '../testing/fake-beacon.page.ts';
import { FieldMetricsBeaconAdapter } from './field-metrics.beacon-adapter.ts';

const URL = '/__sandbox/field-metrics';

const adapterOver = (page = new FakeBeaconPage(), batchSize?: number) => ({
  page,
  metrics: new FieldMetricsBeaconAdapter({
    url: URL,
    page,
    ...(batchSize === undefined ? {} : { batchSize }),
  }),
});

const lcp = createFieldMetric();
const cls = createFieldMetric({ name: 'CLS', value: 0.02 });

describe('FieldMetricsBeaconAdapter', () => {
  it('sends nothing while the page is shown', () => {
    const { page, metrics } = adapterOver();

    metrics.report(lcp);

    expect(page.sent).toEqual([]);
  });

  it('sends the queued metrics as one JSON beacon when the page is hidden', async () => {
    const { page, metrics } = adapterOver();
    metrics.report(lcp);
    metrics.report(cls);

    page.hide();

    expect(await page.sentBodies()).toEqual([[lcp, cls]]);
    expect(page.sent[0]).toMatchObject({ via: 'beacon', url: URL, contentType: 'application/json' });
  });

  it('sends the queued metrics when the page is left', async () => {
    const { page, metrics } = adapterOver();
    metrics.report(lcp);

    page.leave();

    expect(await page.sentBodies()).toEqual([[lcp]]);
  });

  it('sends nothing when the page becomes visible again', () => {
    const { page, metrics } = adapterOver();
    metrics.report(lcp);

    page.show();

    expect(page.sent).toEqual([]);
  });

  it('sends a metric once, though the page is hidden and then left', async () => {
    const { page, metrics } = adapterOver();
    metrics.report(lcp);

    page.hide();
    page.leave();

    expect(await page.sentBodies()).toEqual([[lcp]]);
  });

  it('sends nothing when the page is hidden with no metric queued', () => {
    const { page } = adapterOver();

    page.hide();

    expect(page.sent).toEqual([]);
  });

  it('sends a full batch at once, without waiting for the page to be hidden', async () => {
    const { page, metrics } = adapterOver(new FakeBeaconPage(), 3);
    const batch = [lcp, cls, createFieldMetric({ name: 'TTFB', value: 120 })];

    for (const metric of batch) metrics.report(metric);

    expect(await page.sentBodies()).toEqual([batch]);
  });

  it('sends ten metrics at once by default', () => {
    const { page, metrics } = adapterOver();

    for (let index = 0; index < 9; index++) metrics.report(lcp);
    expect(page.sent).toHaveLength(0);
    metrics.report(lcp);

    expect(page.sent).toHaveLength(1);
  });

  it('sends what is reported after a batch left in the next one', async () => {
    const { page, metrics } = adapterOver();
    metrics.report(lcp);
    page.hide();
    page.show();

    metrics.report(cls);
    page.hide();

    expect(await page.sentBodies()).toEqual([[lcp], [cls]]);
  });

  it.each(['refused', 'throwing', 'missing'] as const)(
    'posts with a keepalive fetch when the beacon is %s',
    async (beacons) => {
      const page = new FakeBeaconPage();
      page.beacons = beacons;
      const { metrics } = adapterOver(page);
      metrics.report(lcp);

      page.hide();

      expect(await page.sentBodies()).toEqual([[lcp]]);
      expect(page.sent[0]).toMatchObject({
        via: 'fetch',
        url: URL,
        contentType: 'application/json',
        keepalive: true,
      });
    },
  );

  it.each(['rejected', 'throwing'] as const)('drops the batch when the fetch is %s', async (fetches) => {
    const page = new FakeBeaconPage();
    page.beacons = 'missing';
    page.fetches = fetches;
    const { metrics } = adapterOver(page);
    metrics.report(lcp);

    expect(() => {
      page.hide();
    }).not.toThrow();
    page.fetches = 'answered';
    metrics.report(cls);
    page.leave();

    expect((await page.sentBodies()).at(-1)).toEqual([cls]);
  });
});
