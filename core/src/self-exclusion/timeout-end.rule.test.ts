import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_HOURS } from './self-exclusion.ts';
import { checkTimeoutEnd, TIMEOUT_BOUNDS_MS, timeoutEndAfter } from './timeout-end.rule.ts';

const now = Date.UTC(2026, 10, 24, 14, 30, 12);
const hour = 3_600_000;

describe('the end of a timeout', () => {
  it('ends a 24-hour timeout a few minutes after 24 hours, so the server still counts 24 hours', () => {
    expect(new Date(timeoutEndAfter(now, 24)).toISOString()).toBe('2026-11-25T14:35:12.000Z');
  });

  it('ends a one-week timeout on the whole minute a week ahead', () => {
    expect(new Date(timeoutEndAfter(now, 168)).toISOString()).toBe('2026-12-01T14:31:00.000Z');
  });

  it('keeps every offered length inside the bounds the server checks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom(...TIMEOUT_HOURS),
        (at, hours) => {
          const end = timeoutEndAfter(at, hours);
          expect(end - at).toBeGreaterThanOrEqual(TIMEOUT_BOUNDS_MS.min);
          expect(end - at).toBeLessThanOrEqual(TIMEOUT_BOUNDS_MS.max);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accepts a chosen end between 24 hours and 6 weeks ahead', () => {
    expect(checkTimeoutEnd(now, now + 72 * hour)).toEqual({ ok: true, value: now + 72 * hour });
  });

  it('refuses an end under 24 hours ahead, or none', () => {
    expect([checkTimeoutEnd(now, now + 23 * hour), checkTimeoutEnd(now, Number.NaN)]).toEqual([
      { ok: false, error: 'too-soon' },
      { ok: false, error: 'too-soon' },
    ]);
  });

  it('refuses an end over 6 weeks ahead', () => {
    expect(checkTimeoutEnd(now, now + 43 * 24 * hour)).toEqual({ ok: false, error: 'too-late' });
  });
});
