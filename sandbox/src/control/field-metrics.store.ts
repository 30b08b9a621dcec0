/** One field metric as a browser reports it (core's FieldMetric). */
export interface FieldMetricInput {
  readonly name: 'LCP' | 'INP' | 'CLS' | 'TTFB';
  /** ms; CLS unitless. */
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** The page's path, without query or fragment. */
  readonly page: string;
  readonly device: 'desktop' | 'mobile';
}

export interface ReceivedFieldMetric extends FieldMetricInput {
  /** When the sandbox received it, ISO 8601. */
  readonly receivedAt: string;
}

/** The field metrics received last, newest first: the operator's view of players' Core Web Vitals. */
export class FieldMetricsStore {
  #metrics: ReceivedFieldMetric[] = [];
  readonly #now: () => number;
  readonly #capacity: number;

  /** @param now current time in epoch ms; @param capacity metrics kept (oldest dropped first). */
  constructor(now: () => number, capacity = 100) {
    this.#now = now;
    this.#capacity = capacity;
  }

  /** Keeps a batch as one browser sent it; its last metric counts as the newest. */
  add(batch: readonly FieldMetricInput[]): void {
    const receivedAt = new Date(this.#now()).toISOString();
    const received = batch.map((metric) => ({ ...metric, receivedAt })).reverse();
    this.#metrics = [...received, ...this.#metrics].slice(0, this.#capacity);
  }

  /** Newest first. */
  list(): readonly ReceivedFieldMetric[] {
    return [...this.#metrics];
  }

  clear(): void {
    this.#metrics = [];
  }
}
