import type { FieldMetric } from '@lv-casino/core/field-metrics/field-metric.ts';
import type { FieldMetricsPort } from '@lv-casino/core/field-metrics/field-metrics.port.ts';

/** What the adapter uses of a window: its page-hide events, the beacon and fetch. */
export interface BeaconPage {
  readonly document: {
    readonly visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  readonly navigator: { readonly sendBeacon?: (url: string, data: Blob) => boolean };
  addEventListener(type: 'pagehide', listener: () => void): void;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

export interface FieldMetricsBeaconAdapterOptions {
  /** Where the metrics are posted: a path of the site (`/collect/field-metrics`) or an absolute URL. */
  readonly url: string;
  /** The window whose page is measured. */
  readonly page: BeaconPage;
  /** Metrics queued before they are sent without waiting for the page to be hidden; default 10. */
  readonly batchSize?: number;
}

const ignore = (): undefined => undefined;

/**
 * FieldMetricsPort over `navigator.sendBeacon`: metrics wait in a queue and leave as one POST of a JSON
 * array (`application/json`) when the page is hidden (`visibilitychange` to hidden, `pagehide`: a tab
 * switch, the app left on a phone, the tab closed) or once `batchSize` are queued. Without a beacon,
 * or when the browser refuses one (its quota), a `keepalive` fetch carries them, which also outlives the
 * page. A failure drops the batch: field data never fails the page, and nothing retries.
 * A collector on another origin must answer CORS for `application/json` and be allowed by the
 * Content-Security-Policy's connect-src.
 */
export class FieldMetricsBeaconAdapter implements FieldMetricsPort {
  readonly #url: string;
  readonly #page: BeaconPage;
  readonly #batchSize: number;
  #queue: FieldMetric[] = [];

  constructor(options: FieldMetricsBeaconAdapterOptions) {
    this.#url = options.url;
    this.#page = options.page;
    this.#batchSize = options.batchSize ?? 10;
    const { document } = options.page;
    // On the document, not in the window's capture phase where web-vitals listens: the CLS and INP it
    // settles when the page is hidden are queued before this sends. (Leaving a page fires pagehide
    // first, then visibilitychange: those two then leave in a second beacon.)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.#send();
    });
    options.page.addEventListener('pagehide', () => {
      this.#send();
    });
  }

  report(metric: FieldMetric): void {
    this.#queue.push(metric);
    if (this.#queue.length >= this.#batchSize) this.#send();
  }

  #send(): void {
    if (this.#queue.length === 0) return;
    const body = JSON.stringify(this.#queue);
    this.#queue = [];
    if (this.#beacon(body)) return;
    try {
      this.#page
        .fetch(this.#url, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json' },
          body,
        })
        .catch(ignore);
    } catch {
      // A fetch that throws at once (a URL it cannot parse) drops the batch, as a failed one does.
    }
  }

  /** True when the browser took the beacon. */
  #beacon(body: string): boolean {
    const { navigator } = this.#page;
    if (navigator.sendBeacon === undefined) return false;
    try {
      return navigator.sendBeacon(this.#url, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  }
}
