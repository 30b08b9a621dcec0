import { describe, expect, it } from 'vitest';
import { CallFailures } from '../../kernel/call-failures.ts';
import { ConnectivityStore, PROBE_INTERVAL_MS } from './connectivity.store.ts';

/** Timers a test runs by hand. */
class ManualClock {
  #now = 0;
  readonly #due: { at: number; run: () => void; cancelled: boolean }[] = [];

  schedule(delayMs: number, run: () => void): () => void {
    const timer = { at: this.#now + delayMs, run, cancelled: false };
    this.#due.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  /** Runs what falls due within `ms`, then lets the probe's promise settle. */
  async advance(ms: number): Promise<void> {
    this.#now += ms;
    for (const timer of this.#due.splice(0)) {
      if (timer.cancelled) continue;
      if (timer.at <= this.#now) timer.run();
      else this.#due.push(timer);
    }
    await Promise.resolve();
    await Promise.resolve();
  }
}

function storeOf({ onLine = true, answers = [] as boolean[] } = {}) {
  const events = new EventTarget();
  const calls = new CallFailures();
  const clock = new ManualClock();
  const network = { onLine };
  let probes = 0;
  const store = new ConnectivityStore({
    events,
    onLine: () => network.onLine,
    calls,
    clock,
    probe: () => {
      probes += 1;
      return Promise.resolve(answers.shift() ?? false);
    },
  });
  const failCall = (message = 'TypeError: Failed to fetch') => {
    calls.report({ failure: { kind: 'transport', message }, call: { path: '/api/x' } });
  };
  return { store, events, calls, clock, network, failCall, probes: () => probes };
}

describe('ConnectivityStore', () => {
  it('is online when the browser is', () => {
    expect(storeOf().store.state).toBe('online');
  });

  it('is offline when the page opens without a network', () => {
    expect(storeOf({ onLine: false }).store.state).toBe('offline');
  });

  it('is offline on the browser’s offline event', () => {
    const { store, events } = storeOf();
    events.dispatchEvent(new Event('offline'));
    expect(store.state).toBe('offline');
  });

  it('is unreachable when a call gets no answer while the browser is online', () => {
    const { store, failCall } = storeOf();
    failCall();
    expect(store.state).toBe('unreachable');
  });

  it('does not count an aborted call as a lost connection', () => {
    const { store, failCall } = storeOf();
    failCall('AbortError: The user aborted a request.');
    expect(store.state).toBe('online');
  });

  it('is online again as soon as a call gets an answer', () => {
    const { store, calls, failCall } = storeOf();
    failCall();
    calls.reportReached();
    expect(store.state).toBe('online');
  });

  it('asks the server again every 10 s while it does not answer, and is online once it does', async () => {
    const { store, clock, failCall } = storeOf({ answers: [false, true] });
    failCall();
    await clock.advance(PROBE_INTERVAL_MS);
    expect(store.state).toBe('unreachable');
    await clock.advance(PROBE_INTERVAL_MS);
    expect(store.state).toBe('online');
  });

  it('asks the server at once when the network comes back, and stays online when it answers', async () => {
    const { store, events, clock, probes } = storeOf({ answers: [true] });
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('online'));
    await clock.advance(0);
    expect([store.state, probes()]).toEqual(['online', 1]);
  });

  it('is unreachable when the network is back but the server does not answer', async () => {
    const { store, events, clock } = storeOf({ answers: [false] });
    events.dispatchEvent(new Event('offline'));
    events.dispatchEvent(new Event('online'));
    await clock.advance(0);
    expect(store.state).toBe('unreachable');
  });

  it('stops asking once disposed', async () => {
    const { store, clock, failCall, probes } = storeOf();
    failCall();
    store.dispose();
    await clock.advance(PROBE_INTERVAL_MS * 3);
    expect(probes()).toBe(0);
  });
});
