import type { BeaconPage } from '../browser/field-metrics.beacon-adapter.ts';

/** A POST as the fake page sent it: by beacon or by fetch, its body as text. */
export interface SentRequest {
  readonly via: 'beacon' | 'fetch';
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
  /** fetch's keepalive; beacons always outlive the page. */
  readonly keepalive: boolean;
}

/**
 * A window for the beacon adapter: its visibility and page-hide events are fired by the test
 * (`hide()`, `show()`, `leave()`); every beacon and fetch is recorded. `beacons` says what
 * `navigator.sendBeacon` does: take them, refuse them (the quota), throw, or be missing.
 */
export class FakeBeaconPage implements BeaconPage {
  readonly sent: SentRequest[] = [];
  beacons: 'taken' | 'refused' | 'throwing' | 'missing' = 'taken';
  fetches: 'answered' | 'rejected' | 'throwing' = 'answered';
  readonly #events = new EventTarget();
  readonly #pending: Promise<void>[] = [];

  readonly document = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: 'visibilitychange', listener: () => void): void => {
      this.#events.addEventListener(type, listener);
    },
  };

  get navigator(): BeaconPage['navigator'] {
    if (this.beacons === 'missing') return {};
    return { sendBeacon: (url, data) => this.#sendBeacon(url, data) };
  }

  addEventListener(type: 'pagehide', listener: () => void): void {
    this.#events.addEventListener(type, listener);
  }

  fetch(url: string, init: RequestInit): Promise<Response> {
    if (this.fetches === 'throwing') throw new TypeError(`Failed to parse URL from ${url}`);
    const headers = new Headers(init.headers);
    this.sent.push({
      via: 'fetch',
      url,
      contentType: headers.get('content-type') ?? '',
      body: typeof init.body === 'string' ? init.body : '',
      keepalive: init.keepalive === true,
    });
    return this.fetches === 'rejected'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status: 204 }));
  }

  /** The tab is switched away from, or the app left on a phone. */
  hide(): void {
    this.#setVisibility('hidden');
  }

  show(): void {
    this.#setVisibility('visible');
  }

  /** The page is unloaded or goes into the back/forward cache. */
  leave(): void {
    this.#events.dispatchEvent(new Event('pagehide'));
  }

  /** Resolves once every beacon's body has been read. */
  async settled(): Promise<void> {
    await Promise.all(this.#pending);
  }

  /** The metrics of every request sent, in order. */
  async sentBodies(): Promise<unknown[]> {
    await this.settled();
    return this.sent.map((request) => JSON.parse(request.body) as unknown);
  }

  #setVisibility(state: DocumentVisibilityState): void {
    this.document.visibilityState = state;
    this.#events.dispatchEvent(new Event('visibilitychange'));
  }

  #sendBeacon(url: string, data: Blob): boolean {
    if (this.beacons === 'throwing') throw new TypeError('sendBeacon: illegal invocation');
    if (this.beacons === 'refused') return false;
    const index = this.sent.length;
    this.sent.push({ via: 'beacon', url, contentType: data.type, body: '', keepalive: true });
    this.#pending.push(
      data.text().then((body) => {
        this.sent[index] = { ...(this.sent[index] as SentRequest), body };
      }),
    );
    return true;
  }
}
