import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitEntryOf, parseLimitEntry } from './limit-entry.rule.ts';

const money = (text: string) => parseLimitEntry('money', 'DAILY', { text });
const count = (text: string) => parseLimitEntry('count', 'DAILY', { text });
const session = (hours: string, minutes: string, period: 'DAILY' | 'WEEKLY' = 'DAILY') =>
  parseLimitEntry('minutes', period, { hours, minutes });

describe('a limit as typed', () => {
  it('reads whole euros without a separator and cents with one (§5)', () => {
    expect([money('12'), money('12.50'), money('12,5'), money('1 000')]).toEqual([
      { ok: true, value: 1200 },
      { ok: true, value: 1250 },
      { ok: true, value: 125 },
      { ok: true, value: 100000 },
    ]);
  });

  it('reads an empty field as no limit', () => {
    expect([money('  '), count(''), session('', '')]).toEqual([
      { ok: true, value: null },
      { ok: true, value: null },
      { ok: true, value: null },
    ]);
  });

  it('refuses letters instead of silently dropping them', () => {
    expect([money('12abc'), count('3x'), session('1', 'x')].map((r) => r.ok || r.error)).toEqual([
      'invalid',
      'invalid',
      'invalid',
    ]);
  });

  it('refuses 0, which is not a limit', () => {
    expect([money('0'), money('0.00'), count('0'), session('0', '0')].map((r) => r.ok || r.error)).toEqual([
      'zero',
      'zero',
      'zero',
      'zero',
    ]);
  });

  it('refuses an amount beyond what can be counted', () => {
    expect(money('9'.repeat(30))).toEqual({ ok: false, error: 'invalid' });
  });

  it('reads counts as whole numbers, spaces allowed', () => {
    expect([count('12'), count('1 000'), count('1.5').ok]).toEqual([
      { ok: true, value: 12 },
      { ok: true, value: 1000 },
      false,
    ]);
  });

  it('reads a session length in hours and minutes, either may be empty', () => {
    expect([session('2', '30'), session('', '45'), session('3', '')]).toEqual([
      { ok: true, value: 150 },
      { ok: true, value: 45 },
      { ok: true, value: 180 },
    ]);
  });

  it('refuses minutes beyond 59 and a session longer than its period', () => {
    expect(
      [session('1', '60'), session('25', '0'), session('25', '0', 'WEEKLY').ok].map((r) =>
        typeof r === 'boolean' ? r : r.ok || r.error,
      ),
    ).toEqual(['minutes', 'too-long', true]);
  });
});

describe('a limit as shown in its field', () => {
  it('shows money in euros with cents, counts as numbers and sessions in hours and minutes', () => {
    expect([limitEntryOf('money', 1250), limitEntryOf('count', 3), limitEntryOf('minutes', 150)]).toEqual([
      { text: '12.50' },
      { text: '3' },
      { hours: '2', minutes: '30' },
    ]);
  });

  it('shows no limit as empty fields', () => {
    expect([limitEntryOf('money', null), limitEntryOf('minutes', null)]).toEqual([
      { text: '' },
      { hours: '', minutes: '' },
    ]);
  });

  it('reads back every amount it shows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('money' as const, 'count' as const, 'minutes' as const),
        fc.integer({ min: 1, max: 24 * 60 }),
        (unit, amount) => {
          expect(parseLimitEntry(unit, 'DAILY', limitEntryOf(unit, amount))).toEqual({
            ok: true,
            value: amount,
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, minutes) => {
        parseLimitEntry('money', 'MONTHLY', { text });
        parseLimitEntry('count', 'MONTHLY', { text });
        parseLimitEntry('minutes', 'MONTHLY', { hours: text, minutes });
      }),
      { numRuns: 1000 },
    );
  });
});
