import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet, type NetworkQuietScope } from './when-network-quiet.ts';

/** A Resource Timing observer the test reports finished resources to. */
class FakeResourceObserver {
  static current: FakeResourceObserver | null = null;
  observing = false;
  readonly #callback: () => void;

  constructor(callback: () => void) {
    this.#callback = callback;
    FakeResourceObserver.current = this;
  }

  observe(): void {
    this.observing = true;
  }

  disconnect(): void {
    this.observing = false;
  }

  /** A resource of the page finished loading. */
  finish(): void {
    if (this.observing) this.#callback();
  }
}

const scope = (): NetworkQuietScope => ({
  setTimeout: (handler: () => void, ms: number) => window.setTimeout(handler, ms),
  clearTimeout: (id: number) => {
    window.clearTimeout(id);
  },
  PerformanceObserver: FakeResourceObserver as unknown as typeof PerformanceObserver,
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('whenNetworkQuiet', () => {
  it('waits the quiet time from each resource that finishes', () => {
    const done = vi.fn();
    whenNetworkQuiet(3000, done, scope());
    vi.advanceTimersByTime(2000);
    FakeResourceObserver.current?.finish();
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
  });

  it('runs once the network has been quiet for that long, and stops observing', () => {
    const done = vi.fn();
    whenNetworkQuiet(3000, done, scope());
    FakeResourceObserver.current?.finish();
    vi.advanceTimersByTime(3000);
    FakeResourceObserver.current?.finish();
    vi.advanceTimersByTime(3000);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
