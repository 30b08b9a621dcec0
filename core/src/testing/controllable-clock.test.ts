import { describe, expect, it } from 'vitest';
import { ControllableClock } from './controllable-clock.ts';

describe('ControllableClock', () => {
  it('runs callbacks in due order at their due time', () => {
    const clock = new ControllableClock(0);
    const seen: string[] = [];
    clock.schedule(2000, () => seen.push(`b@${clock.now()}`));
    clock.schedule(1000, () => seen.push(`a@${clock.now()}`));
    clock.advance(2500);
    expect(seen).toEqual(['a@1000', 'b@2000']);
  });

  it('runs callbacks scheduled by callbacks within the same advance', () => {
    const clock = new ControllableClock(0);
    let ticks = 0;
    const tick = (): void => {
      ticks += 1;
      clock.schedule(1000, tick);
    };
    clock.schedule(1000, tick);
    clock.advance(3000);
    expect(ticks).toBe(3);
  });

  it('does not run a cancelled callback', () => {
    const clock = new ControllableClock(0);
    let ran = false;
    const cancel = clock.schedule(10, () => (ran = true));
    cancel();
    clock.advance(100);
    expect(ran).toBe(false);
  });

  it('jumps wall-clock time without running timers', () => {
    const clock = new ControllableClock(0);
    clock.schedule(10, () => undefined);
    clock.jump(60_000);
    expect([clock.now(), clock.pending]).toEqual([60_000, 1]);
  });

  it('runs callbacks made overdue by a jump at the jumped time, never earlier', () => {
    const clock = new ControllableClock(0);
    let seenAt = -1;
    clock.schedule(1000, () => (seenAt = clock.now()));
    clock.jump(60_000);
    clock.advance(0);
    expect(seenAt).toBe(60_000);
  });
});
