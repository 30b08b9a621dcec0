import type { AnalyticsPort, TrackingEvent } from '@lv-casino/core/analytics/analytics.port.ts';

/** The data-layer names of core's tracking events. */
const DATA_LAYER_EVENTS: Readonly<Record<TrackingEvent['kind'], string>> = {
  FIRST_DEPOSIT: 'first_deposit',
  REPEAT_DEPOSIT: 'repeat_deposit',
};

/** What a deposit event puts on the data layer. */
export interface DepositDataLayerEntry {
  readonly event: 'first_deposit' | 'repeat_deposit';
  /** Major units (20 for 20.00 EUR), as tag templates (GA4 `value`, ad conversions) expect. */
  readonly value: number;
  readonly currency: string;
  /** The same amount in minor units (2000), exact. */
  readonly amountMinor: number;
}

/** The page whose `dataLayer` a tag manager reads: `window` in the browser. */
export type DataLayerHost = Window | { dataLayer?: unknown };

/**
 * Tracking events onto the page's `window.dataLayer`, the queue Google Tag Manager (and tag managers
 * that copy its convention) read: `{ event: 'first_deposit' | 'repeat_deposit', value, currency,
 * amountMinor }`. The container's snippet, loaded by the page, replays what was pushed before it
 * loaded and handles every later push; a Custom Event trigger on `first_deposit` / `repeat_deposit`
 * fires the tags (analytics conversion, ad pixels) with `value` and `currency` as data-layer
 * variables. The array is created when absent (no tag manager yet, or none at all: the entries then
 * just wait), so the app never depends on the snippet being there.
 */
export class DataLayerAnalytics implements AnalyticsPort {
  readonly #host: { dataLayer?: unknown };

  /** @param host the page; defaults to `globalThis` (the window). */
  constructor(host: DataLayerHost = globalThis as { dataLayer?: unknown }) {
    this.#host = host as { dataLayer?: unknown };
  }

  track(event: TrackingEvent): void {
    const entry: DepositDataLayerEntry = {
      event: DATA_LAYER_EVENTS[event.kind] as DepositDataLayerEntry['event'],
      value: event.amount / 100,
      currency: event.currency,
      amountMinor: event.amount,
    };
    this.#dataLayer().push(entry);
  }

  /** The page's data layer; a new array when there is none (or something else holds the name). */
  #dataLayer(): unknown[] {
    const existing = this.#host.dataLayer;
    if (Array.isArray(existing)) return existing as unknown[];
    const created: unknown[] = [];
    this.#host.dataLayer = created;
    return created;
  }
}

/**
 * Tracking events to the browser console (`[analytics] { kind, amount, currency }`), for development
 * builds, where no tag manager runs: the developer sees what production would send.
 */
export class ConsoleAnalytics implements AnalyticsPort {
  readonly #log: (...data: unknown[]) => void;

  /** @param log defaults to `console.info`. */
  constructor(
    log: (...data: unknown[]) => void = (...data) => {
      console.info(...data);
    },
  ) {
    this.#log = log;
  }

  track(event: TrackingEvent): void {
    this.#log('[analytics]', event);
  }
}
