import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleAnalytics, DataLayerAnalytics } from './analytics.adapters.ts';

const FIRST = { kind: 'FIRST_DEPOSIT', amount: 2000, currency: 'EUR' } as const;
const REPEAT = { kind: 'REPEAT_DEPOSIT', amount: 1550, currency: 'EUR' } as const;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DataLayerAnalytics', () => {
  it('pushes a first deposit onto the data layer, value in major units', () => {
    const host = { dataLayer: [] as unknown[] };

    new DataLayerAnalytics(host).track(FIRST);

    expect(host.dataLayer).toEqual([
      { event: 'first_deposit', value: 20, currency: 'EUR', amountMinor: 2000 },
    ]);
  });

  it('pushes a repeat deposit as repeat_deposit', () => {
    const host = { dataLayer: [] as unknown[] };

    new DataLayerAnalytics(host).track(REPEAT);

    expect(host.dataLayer).toEqual([
      { event: 'repeat_deposit', value: 15.5, currency: 'EUR', amountMinor: 1550 },
    ]);
  });

  it('keeps what the data layer already holds', () => {
    const host = { dataLayer: [{ 'gtm.start': 1 }] as unknown[] };

    new DataLayerAnalytics(host).track(FIRST);

    expect(host.dataLayer).toHaveLength(2);
  });

  it('pushes through the data layer’s own push, which a loaded tag manager replaces', () => {
    const seen: unknown[] = [];
    const dataLayer: unknown[] = [];
    dataLayer.push = (...items: unknown[]) => seen.push(...items);

    new DataLayerAnalytics({ dataLayer }).track(FIRST);

    expect(seen).toEqual([{ event: 'first_deposit', value: 20, currency: 'EUR', amountMinor: 2000 }]);
  });

  it('creates the data layer when the page has none', () => {
    const host: { dataLayer?: unknown } = {};

    new DataLayerAnalytics(host).track(FIRST);

    expect(host.dataLayer).toEqual([
      { event: 'first_deposit', value: 20, currency: 'EUR', amountMinor: 2000 },
    ]);
  });

  it('replaces a data layer that is not an array', () => {
    const host: { dataLayer?: unknown } = { dataLayer: 'broken' };

    new DataLayerAnalytics(host).track(FIRST);

    expect(host.dataLayer).toHaveLength(1);
  });

  it('uses the page’s data layer by default', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('dataLayer', dataLayer);

    new DataLayerAnalytics().track(FIRST);

    expect(dataLayer).toHaveLength(1);
  });
});

describe('ConsoleAnalytics', () => {
  it('logs the event with an [analytics] prefix', () => {
    const lines: unknown[][] = [];

    new ConsoleAnalytics((...data) => lines.push(data)).track(FIRST);

    expect(lines).toEqual([['[analytics]', FIRST]]);
  });

  it('logs to console.info by default', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);

    new ConsoleAnalytics().track(REPEAT);

    expect(info).toHaveBeenCalledWith('[analytics]', REPEAT);
  });
});
