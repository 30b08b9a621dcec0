import { describe, expect, it } from 'vitest';
import { maxTrackedKeys, rateLimitErrorCode, RateLimiter, tooManyRequests } from './rate-limiter.ts';

function limiterAt(start: number, max = 2, windowMs = 10_000) {
  const clock = { now: start };
  return { clock, limiter: new RateLimiter(() => clock.now, { max, windowMs }) };
}

describe('RateLimiter', () => {
  it('lets max calls of an operation from an address through within the window, then refuses', () => {
    const { limiter } = limiterAt(0);
    expect(limiter.take('login', '10.0.0.1')).toEqual({ ok: true });
    expect(limiter.take('login', '10.0.0.1')).toEqual({ ok: true });
    expect(limiter.take('login', '10.0.0.1')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('counts each address and each operation apart', () => {
    const { limiter } = limiterAt(0, 1);
    expect(limiter.take('login', '10.0.0.1').ok).toBe(true);
    expect(limiter.take('login', '10.0.0.2').ok).toBe(true);
    expect(limiter.take('authenticateBySms', '10.0.0.1').ok).toBe(true);
    expect(limiter.take('login', '10.0.0.1').ok).toBe(false);
  });

  it('slides: Retry-After is the time until the oldest counted call leaves the window', () => {
    const { clock, limiter } = limiterAt(0);
    limiter.take('login', 'a');
    clock.now = 4_000;
    limiter.take('login', 'a');
    clock.now = 7_500;
    expect(limiter.take('login', 'a')).toEqual({ ok: false, retryAfterSeconds: 3 });
    clock.now = 10_001;
    expect(limiter.take('login', 'a').ok).toBe(true);
    expect(limiter.take('login', 'a')).toEqual({ ok: false, retryAfterSeconds: 4 });
  });

  it('does not count refused calls, so waiting Retry-After is enough', () => {
    const { clock, limiter } = limiterAt(0, 1);
    limiter.take('login', 'a');
    for (let i = 0; i < 50; i++) expect(limiter.take('login', 'a').ok).toBe(false);
    clock.now = 10_001;
    expect(limiter.take('login', 'a').ok).toBe(true);
  });

  it('is off with max 0, and configure changes the limit and forgets the counted calls', () => {
    const { limiter } = limiterAt(0, 1);
    limiter.take('login', 'a');
    limiter.configure({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 20; i++) expect(limiter.take('login', 'a').ok).toBe(true);
    limiter.configure({ max: 1, windowMs: 60_000 });
    expect(limiter.take('login', 'a').ok).toBe(true);
    expect(limiter.take('login', 'a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    limiter.reset();
    expect(limiter.take('login', 'a').ok).toBe(true);
  });

  it('refuses a limit out of range', () => {
    const { limiter } = limiterAt(0);
    expect(() => {
      limiter.configure({ max: -1, windowMs: 1000 });
    }).toThrow(RangeError);
    expect(() => {
      limiter.configure({ max: 1.5, windowMs: 1000 });
    }).toThrow(RangeError);
    expect(() => {
      limiter.configure({ max: 1, windowMs: 10 });
    }).toThrow(RangeError);
    expect(() => {
      limiter.configure({ max: 1, windowMs: Number.NaN });
    }).toThrow(RangeError);
    expect(limiter.limit).toEqual({ max: 2, windowMs: 10_000 });
  });

  it('keeps at most maxTrackedKeys counters, forgetting the least recently used', () => {
    const { limiter } = limiterAt(0, 1);
    limiter.take('login', 'first');
    for (let i = 0; i < maxTrackedKeys; i++) limiter.take('login', `10.${String(i)}`);
    // "first" was forgotten, so it is allowed again.
    expect(limiter.take('login', 'first').ok).toBe(true);
  });
});

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After and -1, or 54 on the registration calls', () => {
    expect(tooManyRequests('login', 12)).toEqual({
      status: 429,
      headers: { 'retry-after': '12' },
      body: { errorCode: -1, errorMessage: 'Too many calls of login from this address; retry after 12 s' },
    });
    expect(rateLimitErrorCode('registerCustomer')).toBe(54);
    expect(rateLimitErrorCode('registerCustomerWithInstantor')).toBe(54);
    expect(rateLimitErrorCode('authenticateWithSmartId')).toBe(-1);
  });
});
