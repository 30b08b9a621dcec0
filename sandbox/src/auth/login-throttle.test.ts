import { describe, expect, it } from 'vitest';
import { defaultLoginThrottle, LoginThrottle, maxThrottledUsernames } from './login-throttle.ts';

function throttleAt(start: number) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(() => clock.now) };
}

const failTimes = (throttle: LoginThrottle, username: string, times: number): void => {
  for (let i = 0; i < times; i++) throttle.failed(username);
};

describe('LoginThrottle', () => {
  it('lets a username fail 4 times in a row without a wait', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 4);
    expect(throttle.check('anna')).toEqual({ ok: true });
  });

  it('makes the username wait 30 s after the 5th consecutive failure', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 5);
    expect(throttle.check('anna')).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('counts the remaining wait down and lets the username try once it has passed', () => {
    const { clock, throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 5);
    clock.now = 29_100;
    expect(throttle.check('anna')).toEqual({ ok: false, retryAfterSeconds: 1 });
    clock.now = 30_000;
    expect(throttle.check('anna')).toEqual({ ok: true });
  });

  it('doubles the wait with each failure after a wait, up to 15 minutes', () => {
    const { clock, throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 5);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const verdict = throttle.check('anna');
      if (verdict.ok) throw new Error('expected a wait');
      waits.push(verdict.retryAfterSeconds);
      clock.now += verdict.retryAfterSeconds * 1000;
      throttle.failed('anna');
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('forgets the failures of a username that logged in', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 4);
    throttle.succeeded('anna');
    failTimes(throttle, 'anna', 4);
    expect(throttle.check('anna').ok).toBe(true);
  });

  it('counts a username whatever its case and surrounding spaces, and each username apart', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, ' Anna', 3);
    failTimes(throttle, 'ANNA ', 2);
    expect(throttle.check('anna').ok).toBe(false);
    expect(throttle.check('janis').ok).toBe(true);
  });

  it('throttles an unknown username like a known one', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'nobody-here', 5);
    expect(throttle.check('nobody-here')).toEqual({ ok: false, retryAfterSeconds: 30 });
  });

  it('is off with freeFailures 0', () => {
    const { throttle } = throttleAt(0);
    throttle.configure({ ...defaultLoginThrottle, freeFailures: 0 });
    failTimes(throttle, 'anna', 50);
    expect(throttle.check('anna').ok).toBe(true);
  });

  it('keeps at most maxThrottledUsernames, forgetting the least recently failed', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'first', 4);
    for (let i = 0; i < maxThrottledUsernames; i++) throttle.failed(`user-${i}`);
    throttle.failed('first');
    expect(throttle.check('first').ok).toBe(true);
  });

  it('does not let a flood of other usernames free a username that is waiting', () => {
    const { throttle } = throttleAt(0);
    failTimes(throttle, 'anna', 5);
    for (let i = 0; i < maxThrottledUsernames; i++) throttle.failed(`user-${i}`);
    expect(throttle.check('anna').ok).toBe(false);
  });

  it('refuses a policy out of range', () => {
    const { throttle } = throttleAt(0);
    expect(() => {
      throttle.configure({ freeFailures: 5, firstWaitMs: 60_000, maxWaitMs: 30_000 });
    }).toThrow(RangeError);
  });
});
