import { describe, expect, it } from 'vitest';
import { BrowserClock, type BrowserTimers } from './browser.clock.ts';

/** Timers the test fires by hand. */
function manualTimers(): BrowserTimers & { fire: () => void } {
  const pending = new Map<number, () => void>();
  let next = 1;
  return {
    now: () => 1_700_000_000_000,
    setTimeout: (callback) => {
      pending.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => {
      pending.delete(handle);
    },
    fire: () => {
      for (const callback of pending.values()) callback();
      pending.clear();
    },
  };
}

describe('BrowserClock', () => {
  it('reads the wall clock', () => {
    expect(new BrowserClock(manualTimers()).now()).toBe(1_700_000_000_000);
  });

  it('calls a scheduled callback when its timer fires', () => {
    const timers = manualTimers();
    let called = false;
    new BrowserClock(timers).schedule(500, () => {
      called = true;
    });

    timers.fire();

    expect(called).toBe(true);
  });

  it('does not call a cancelled callback', () => {
    const timers = manualTimers();
    let called = false;
    const cancel = new BrowserClock(timers).schedule(500, () => {
      called = true;
    });

    cancel();
    timers.fire();

    expect(called).toBe(false);
  });
});
