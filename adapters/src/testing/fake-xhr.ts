import type { XhrLike } from '../http/upload-progress.middleware.ts';

/** The `progress` event of an upload, as a browser fires it. */
class UploadProgressEvent extends Event {
  readonly lengthComputable = true;
  readonly loaded: number;
  readonly total: number;

  constructor(loaded: number, total: number) {
    super('progress');
    this.loaded = loaded;
    this.total = total;
  }
}

/** What a FakeXhr does with its request. */
export type FakeXhrOutcome = 'answer' | 'error' | 'abort' | 'timeout';

export interface FakeXhrOptions {
  /** The server the request goes to (a FakeFetch's `fetch`). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The fractions (0-1) of the body told as sent before the answer. Default: half, then all. */
  readonly progress?: readonly number[];
  /** Default: the server's answer. */
  readonly outcome?: FakeXhrOutcome;
  /** Progress events that cannot tell the total (lengthComputable false) instead. */
  readonly uncomputable?: boolean;
}

/**
 * An XMLHttpRequest over an in-memory server: `send` tells the body's progress, hands the request to
 * the server and fires `load` with its answer (or `error`, `abort`, `timeout` when told to).
 */
export class FakeXhr extends EventTarget implements XhrLike {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  /** The request as sent (method, URL and headers; the body as the Blob). */
  sent: { method: string; url: string; headers: Headers; body: Blob } | null = null;
  readonly #options: FakeXhrOptions;
  #method = '';
  #url = '';
  readonly #headers = new Headers();
  #responseHeaders = '';

  constructor(options: FakeXhrOptions) {
    super();
    this.#options = options;
  }

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers.set(name, value);
  }

  getAllResponseHeaders(): string {
    return this.#responseHeaders;
  }

  send(body: Blob): void {
    this.sent = { method: this.#method, url: this.#url, headers: this.#headers, body };
    void this.#run(body);
  }

  async #run(body: Blob): Promise<void> {
    await Promise.resolve();
    for (const fraction of this.#options.progress ?? [0.5, 1]) {
      const event = new UploadProgressEvent(Math.round(body.size * fraction), body.size);
      if (this.#options.uncomputable === true)
        Object.defineProperty(event, 'lengthComputable', { value: false });
      this.upload.dispatchEvent(event);
    }
    const outcome = this.#options.outcome ?? 'answer';
    if (outcome !== 'answer') {
      this.dispatchEvent(new Event(outcome));
      return;
    }
    const response = await this.#options.fetch(
      new Request(this.#url, { method: this.#method, headers: this.#headers, body }),
    );
    this.status = response.status;
    this.statusText = response.statusText;
    this.responseText = await response.text();
    const lines: string[] = [];
    response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
    this.#responseHeaders = lines.join('\r\n');
    this.dispatchEvent(new Event('load'));
  }
}
