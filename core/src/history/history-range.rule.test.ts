import { describe, expect, it } from 'vitest';
import {
  addDays,
  DEFAULT_HISTORY_DAYS,
  defaultHistoryRange,
  formatDay,
  MAX_HISTORY_RANGE_DAYS,
  parseIsoDate,
  readHistoryRange,
} from './history-range.rule.ts';

describe('defaultHistoryRange', () => {
  it('runs from 30 days before today to today, as the server defaults', () => {
    expect(defaultHistoryRange({ year: 2026, month: 11, day: 21 })).toEqual({
      from: { year: 2026, month: 10, day: 22 },
      to: { year: 2026, month: 11, day: 21 },
    });
    expect(DEFAULT_HISTORY_DAYS).toBe(30);
  });

  it('crosses a new year and a leap day', () => {
    expect(defaultHistoryRange({ year: 2028, month: 1, day: 10 }).from).toEqual({
      year: 2027,
      month: 12,
      day: 11,
    });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('formatDay', () => {
  it.each([
    [{ year: 2026, month: 11, day: 5 }, '05/11/2026'],
    [{ year: 2028, month: 2, day: 29 }, '29/02/2028'],
  ])('writes %j as %s', (date, text) => {
    expect(formatDay(date)).toBe(text);
  });
});

describe('parseIsoDate', () => {
  it('reads a date input’s value', () => {
    expect(parseIsoDate('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 });
  });

  it.each(['', '2026-11', '05/11/2026', '2026-02-30', '2026-13-01', '2026-1-05'])(
    'reads no date from "%s"',
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
    },
  );
});

describe('readHistoryRange', () => {
  it('answers the days typed', () => {
    expect(readHistoryRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      ok: true,
      value: { from: { year: 2026, month: 3, day: 1 }, to: { year: 2026, month: 3, day: 31 } },
    });
  });

  it('accepts a range of one day', () => {
    expect(readHistoryRange({ from: '2026-03-01', to: '2026-03-01' }).ok).toBe(true);
  });

  it('requires a whole date in each field', () => {
    expect(readHistoryRange({ from: '', to: '2026-13-01' })).toEqual({
      ok: false,
      error: { from: 'required', to: 'required' },
    });
  });

  it.each([
    ['2026-03-01', '', { to: 'required' }],
    ['', '2026-03-01', { from: 'required' }],
  ])('tells which of the two fields is missing (from "%s", to "%s")', (from, to, error) => {
    expect(readHistoryRange({ from, to })).toEqual({ ok: false, error });
  });

  it('refuses a first day after the last', () => {
    expect(readHistoryRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      error: { from: 'after-to' },
    });
  });

  it('accepts a last day 365 days after the first and refuses one day more', () => {
    expect(MAX_HISTORY_RANGE_DAYS).toBe(365);
    expect(readHistoryRange({ from: '2025-11-21', to: '2026-11-21' }).ok).toBe(true);
    expect(readHistoryRange({ from: '2025-11-20', to: '2026-11-21' })).toEqual({
      ok: false,
      error: { from: 'too-long' },
    });
  });
});
