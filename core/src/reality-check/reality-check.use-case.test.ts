import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeRealityCheckPort } from '../testing/reality-check-port.fake.ts';
import { InMemoryRealityTimerStore } from '../testing/reality-timer-store.in-memory.ts';
import type { RealityCheckChange, RealityCheckSettings } from './reality-check-state.ts';
import { RealityCheckUseCase } from './reality-check.use-case.ts';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const MINUTE = 60_000;

const settings = (overrides: Partial<RealityCheckSettings> = {}): RealityCheckSettings => ({
  enabled: true,
  intervalMinutes: 30,
  secondsToTakeAction: 60,
  logoutOnTimeout: false,
  ...overrides,
});

let clock: ControllableClock;
let port: FakeRealityCheckPort;
let store: InMemoryRealityTimerStore;
let check: RealityCheckUseCase;
let changes: RealityCheckChange[];

const build = (): void => {
  check = new RealityCheckUseCase(clock, port, store);
  changes = [];
  check.subscribe((change) => changes.push(change));
};

beforeEach(() => {
  clock = new ControllableClock(T0);
  port = new FakeRealityCheckPort();
  store = new InMemoryRealityTimerStore();
  build();
});

describe('RealityCheckUseCase.start', () => {
  it('counts play time from now toward the interval', () => {
    expect(check.start(settings())).toEqual({
      kind: 'counting',
      startedAt: T0,
      dueAt: T0 + 30 * MINUTE,
      acknowledgeCounter: 0,
    });
  });

  it('stores the start of the timer', () => {
    check.start(settings({ acknowledgeCounter: 2 }));
    expect(store.read()).toEqual({ startedAt: T0, acknowledgeCounter: 2, secondsToTakeAction: null });
  });

  it('does not start when the reality check is disabled', () => {
    expect(check.start(settings({ enabled: false }))).toEqual({ kind: 'stopped' });
  });

  it.each([null, 0, -5])('does not start with the interval %s', (intervalMinutes) => {
    check.start(settings({ intervalMinutes }));
    clock.advance(24 * 60 * MINUTE);
    expect([check.state, port.calls]).toEqual([{ kind: 'stopped' }, []]);
  });

  it('tells subscribers about the change', () => {
    check.start(settings());
    expect(changes).toEqual([{ state: check.state, signal: null }]);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const seen: RealityCheckChange[] = [];
    const unsubscribe = check.subscribe((change) => seen.push(change));
    unsubscribe();
    check.start(settings());
    expect(seen).toEqual([]);
  });
});

describe('RealityCheckUseCase at the interval', () => {
  beforeEach(() => {
    check.start(settings());
  });

  it('shows no popup before the interval', () => {
    clock.advance(30 * MINUTE - 1);
    expect([check.state.kind, port.calls]).toEqual(['counting', []]);
  });

  it('opens the popup with a countdown of secondsToTakeAction as mm:ss', () => {
    clock.advance(30 * MINUTE);
    expect(check.state).toEqual({
      kind: 'popup',
      secondsLeft: 60,
      countdown: '01:00',
      endsAt: T0 + 31 * MINUTE,
      acknowledgeCounter: 0,
    });
  });

  it('makes the popup-shown call once', () => {
    clock.advance(30 * MINUTE + 5_000);
    expect(port.calls).toEqual(['popupShown']);
  });

  it('signals to leave fullscreen when the countdown begins', () => {
    clock.advance(30 * MINUTE);
    expect(changes.at(-1)?.signal).toEqual({ kind: 'leave-fullscreen' });
  });

  it('signals leave-fullscreen only once', () => {
    clock.advance(30 * MINUTE + 10_000);
    expect(changes.filter((change) => change.signal?.kind === 'leave-fullscreen')).toHaveLength(1);
  });

  it('stores the seconds to take action while the popup is open', () => {
    clock.advance(30 * MINUTE);
    expect(store.read()).toEqual({ startedAt: T0, acknowledgeCounter: 0, secondsToTakeAction: 60 });
  });

  it('ticks every second', () => {
    clock.advance(30 * MINUTE);
    clock.advance(1000);
    expect(check.state).toMatchObject({ secondsLeft: 59, countdown: '00:59' });
  });

  it('shows every second of the countdown once', () => {
    clock.advance(30 * MINUTE + 59_000);
    const shown = changes.flatMap((change) =>
      change.state.kind === 'popup' ? [change.state.secondsLeft] : [],
    );
    expect(shown).toEqual(Array.from({ length: 60 }, (_, index) => 60 - index));
  });

  it('opens the popup as soon as a tab that slept past the interval wakes up', () => {
    clock.advance(10 * MINUTE);
    clock.jump(25 * MINUTE);
    clock.advance(0);
    expect(check.state).toMatchObject({ kind: 'popup', secondsLeft: 60 });
  });

  it('counts the countdown by the wall clock across a sleeping tab', () => {
    clock.advance(30 * MINUTE);
    clock.jump(30_000);
    clock.advance(0);
    expect(check.state).toMatchObject({ secondsLeft: 30, countdown: '00:30' });
  });
});

describe('RealityCheckUseCase when the countdown runs out', () => {
  it('logs out with isDueRealityCheck and isSystem when logout on timeout is enabled', () => {
    check.start(settings({ logoutOnTimeout: true }));
    clock.advance(31 * MINUTE);
    expect(changes.at(-1)).toEqual({
      state: { kind: 'stopped' },
      signal: { kind: 'logout', isDueRealityCheck: true, isSystem: true },
    });
  });

  it('forgets the stored timer on that logout', () => {
    check.start(settings({ logoutOnTimeout: true }));
    clock.advance(31 * MINUTE);
    expect(store.read()).toBeNull();
  });

  it('logs out at zero even when the tab slept through the countdown', () => {
    check.start(settings({ logoutOnTimeout: true }));
    clock.advance(30 * MINUTE);
    clock.jump(5 * MINUTE);
    clock.advance(0);
    expect(changes.at(-1)?.signal?.kind).toBe('logout');
  });

  it('only closes the popup when logout on timeout is disabled', () => {
    check.start(settings());
    clock.advance(31 * MINUTE);
    expect([check.state.kind, changes.at(-1)?.signal]).toEqual(['counting', null]);
  });

  it('marks the popup closed through the API and counts a new interval from zero', () => {
    check.start(settings());
    clock.advance(31 * MINUTE);
    expect([port.calls, check.state]).toEqual([
      ['popupShown', 'markClosed'],
      { kind: 'counting', startedAt: T0 + 31 * MINUTE, dueAt: T0 + 61 * MINUTE, acknowledgeCounter: 0 },
    ]);
  });

  it('shows the next popup an interval after the closed one', () => {
    check.start(settings());
    clock.advance(61 * MINUTE);
    expect(port.calls).toEqual(['popupShown', 'markClosed', 'popupShown']);
  });

  it('times out at once with no seconds to take action', () => {
    check.start(settings({ secondsToTakeAction: 0, logoutOnTimeout: true }));
    clock.advance(30 * MINUTE);
    expect(changes.at(-1)?.signal?.kind).toBe('logout');
  });
});

describe('RealityCheckUseCase.acknowledge', () => {
  beforeEach(() => {
    check.start(settings());
    clock.advance(30 * MINUTE + 10_000);
  });

  it('restarts the count from now with the returned acknowledgeCounter', async () => {
    port.acknowledgeResult = ok({ acknowledgeCounter: 4 });
    expect(await check.acknowledge()).toEqual(
      ok({
        kind: 'counting',
        startedAt: clock.now(),
        dueAt: clock.now() + 30 * MINUTE,
        acknowledgeCounter: 4,
      }),
    );
  });

  it('stores the returned counter', async () => {
    port.acknowledgeResult = ok({ acknowledgeCounter: 4 });
    await check.acknowledge();
    expect(store.read()).toEqual({
      startedAt: clock.now(),
      acknowledgeCounter: 4,
      secondsToTakeAction: null,
    });
  });

  it('ends the countdown: no timeout follows', async () => {
    await check.acknowledge();
    clock.advance(5 * MINUTE);
    expect(port.calls).toEqual(['popupShown', 'acknowledge']);
  });

  it('keeps the popup open when the call fails', async () => {
    port.acknowledgeResult = fail(createApiFailure(41));
    expect([await check.acknowledge(), check.state.kind]).toEqual([fail(createApiFailure(41)), 'popup']);
  });

  it('changes nothing when the answer comes after the countdown ended', async () => {
    const pending = check.acknowledge();
    clock.advance(MINUTE);
    await pending;
    expect(check.state).toMatchObject({
      kind: 'counting',
      startedAt: T0 + 31 * MINUTE,
      acknowledgeCounter: 0,
    });
  });
});

describe('RealityCheckUseCase.acknowledge without a popup', () => {
  it('makes no call', async () => {
    check.start(settings());
    await check.acknowledge();
    expect(port.calls).toEqual([]);
  });
});

describe('RealityCheckUseCase.stop', () => {
  it('stops the check and forgets the stored timer', () => {
    check.start(settings());
    check.stop();
    clock.advance(60 * MINUTE);
    expect([check.state, store.read(), port.calls]).toEqual([{ kind: 'stopped' }, null, []]);
  });

  it('closes an open popup', () => {
    check.start(settings());
    clock.advance(30 * MINUTE);
    check.stop();
    expect(check.state).toEqual({ kind: 'stopped' });
  });
});

describe('RealityCheckUseCase.resume on load', () => {
  const stored = (minutesAgo: number, secondsToTakeAction: number | null = null) => ({
    startedAt: T0 - minutesAgo * MINUTE,
    acknowledgeCounter: 3,
    secondsToTakeAction,
  });

  it('goes on counting from the stored start when it does not exceed the interval', async () => {
    store = new InMemoryRealityTimerStore(stored(20));
    build();
    expect(await check.resume(settings())).toEqual({
      kind: 'counting',
      startedAt: T0 - 20 * MINUTE,
      dueAt: T0 + 10 * MINUTE,
      acknowledgeCounter: 3,
    });
  });

  it('opens the popup when the rest of the interval has passed', async () => {
    store = new InMemoryRealityTimerStore(stored(20));
    build();
    await check.resume(settings());
    clock.advance(10 * MINUTE);
    expect(check.state.kind).toBe('popup');
  });

  it('opens the popup at once when the stored timer is exactly at the interval', async () => {
    store = new InMemoryRealityTimerStore(stored(30));
    build();
    expect((await check.resume(settings())).kind).toBe('popup');
  });

  it('logs out when the stored timer exceeds the interval and logout on timeout is enabled', async () => {
    store = new InMemoryRealityTimerStore(stored(31));
    build();
    await check.resume(settings({ logoutOnTimeout: true }));
    expect([check.state, changes.at(-1)?.signal, store.read()]).toEqual([
      { kind: 'stopped' },
      { kind: 'logout', isDueRealityCheck: true, isSystem: true },
      null,
    ]);
  });

  it('marks the close and counts from now when a popup was open and logout on timeout is disabled', async () => {
    store = new InMemoryRealityTimerStore(stored(31, 60));
    build();
    expect([await check.resume(settings()), port.calls]).toEqual([
      { kind: 'counting', startedAt: T0, dueAt: T0 + 30 * MINUTE, acknowledgeCounter: 3 },
      ['markClosed'],
    ]);
  });

  it('does not count when the check stopped while the close was being marked', async () => {
    store = new InMemoryRealityTimerStore(stored(31, 60));
    build();
    const pending = check.resume(settings());
    check.stop();
    expect(await pending).toEqual({ kind: 'stopped' });
  });

  it('stays stopped and forgets an exceeded timer that had no popup', async () => {
    store = new InMemoryRealityTimerStore(stored(31));
    build();
    expect([await check.resume(settings()), port.calls, store.read()]).toEqual([
      { kind: 'stopped' },
      [],
      null,
    ]);
  });

  it('stays stopped when no timer is stored', async () => {
    expect(await check.resume(settings())).toEqual({ kind: 'stopped' });
  });

  it('stays stopped when the reality check is disabled', async () => {
    store = new InMemoryRealityTimerStore(stored(5));
    build();
    expect(await check.resume(settings({ enabled: false }))).toEqual({ kind: 'stopped' });
  });
});
