import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateOf, completedYears, daysInMonth, isRealDate, toIsoDate } from './calendar-date.ts';

const RUNS = { numRuns: 1000 };

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('isRealDate', () => {
  it('refuses 31 February', () => {
    expect(isRealDate({ year: 2000, month: 2, day: 31 })).toBe(false);
  });

  it('refuses month 13 and day 0', () => {
    expect([
      isRealDate({ year: 2000, month: 13, day: 1 }),
      isRealDate({ year: 2000, month: 1, day: 0 }),
    ]).toEqual([false, false]);
  });

  it('refuses a fractional day', () => {
    expect(isRealDate({ year: 2000, month: 1, day: 1.5 })).toBe(false);
  });

  it('agrees with the JavaScript calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1800, max: 2200 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const js = new Date(Date.UTC(year, month - 1, day));
          const real =
            js.getUTCFullYear() === year && js.getUTCMonth() === month - 1 && js.getUTCDate() === day;
          expect(isRealDate({ year, month, day })).toBe(real && month >= 1 && month <= 12 && day >= 1);
        },
      ),
      RUNS,
    );
  });
});

describe('calendarDateOf', () => {
  it('is the UTC date with no offset', () => {
    expect(calendarDateOf(Date.UTC(2026, 10, 21, 23, 30), 0)).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('moves to the next day in Riga after 22:00 UTC in winter', () => {
    expect(calendarDateOf(Date.UTC(2026, 10, 21, 22, 30), 120)).toEqual({ year: 2026, month: 11, day: 22 });
  });
});

describe('toIsoDate', () => {
  it('pads month and day', () => {
    expect(toIsoDate({ year: 1990, month: 4, day: 2 })).toBe('1990-04-02');
  });

  it('is what Date prints for any real date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1000, 0, 1)),
          max: new Date(Date.UTC(9999, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
          expect(toIsoDate(day)).toBe(date.toISOString().slice(0, 10));
        },
      ),
      RUNS,
    );
  });
});

describe('completedYears', () => {
  it('counts the birthday itself as completed', () => {
    expect(completedYears({ year: 2008, month: 11, day: 21 }, { year: 2026, month: 11, day: 21 })).toBe(18);
  });

  it('is one less the day before the birthday', () => {
    expect(completedYears({ year: 2008, month: 11, day: 22 }, { year: 2026, month: 11, day: 21 })).toBe(17);
  });

  it('counts a 29 February birthday from 1 March in a common year', () => {
    expect(completedYears({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
  });
});
