import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDateProblem, birthYearChoices, isAdultOn, matchesPersonalCode } from './birth-date.rule.ts';

const RUNS = { numRuns: 1000 };
const today = { year: 2026, month: 11, day: 21 };
const code = '120490-12343';
const born = (day: number | null, month: number | null, year: number | null) => ({ day, month, year });

describe('birthYearChoices', () => {
  it('runs from this year − 18 down to this year − 100', () => {
    const years = birthYearChoices(today);
    expect([years[0], years.at(-1), years.length]).toEqual([2008, 1926, 83]);
  });
});

describe('isAdultOn', () => {
  it('is true on the 18th birthday', () => {
    expect(isAdultOn({ year: 2008, month: 11, day: 21 }, today)).toBe(true);
  });

  it('is false the day before', () => {
    expect(isAdultOn({ year: 2008, month: 11, day: 22 }, today)).toBe(false);
  });
});

describe('matchesPersonalCode', () => {
  it('matches day, month and year in the century of the seventh digit', () => {
    expect(matchesPersonalCode({ year: 1990, month: 4, day: 12 }, code)).toBe(true);
  });

  it('does not match the same day a century earlier (the server refuses it with 57)', () => {
    expect(matchesPersonalCode({ year: 1965, month: 5, day: 18 }, '180565-05610')).toBe(false);
  });

  it.each([
    [{ year: 1990, month: 4, day: 13 }],
    [{ year: 1990, month: 5, day: 12 }],
    [{ year: 1991, month: 4, day: 12 }],
  ])('does not match %o', (birth) => {
    expect(matchesPersonalCode(birth, code)).toBe(false);
  });

  it('always matches a 32-code', () => {
    expect(matchesPersonalCode({ year: 1990, month: 4, day: 13 }, '321234-56789')).toBe(true);
  });
});

describe('birthDateProblem', () => {
  it('accepts an adult matching the code', () => {
    expect(birthDateProblem(born(12, 4, 1990), code, today)).toBeNull();
  });

  it.each([born(null, 4, 1990), born(12, null, 1990), born(12, 4, null)])(
    'requires every select (%o)',
    (input) => {
      expect(birthDateProblem(input, code, today)).toBe('required');
    },
  );

  it('says invalid date for 31/02', () => {
    expect(birthDateProblem(born(31, 2, 1990), '310290-12345', today)).toBe('invalid-date');
  });

  it('says underage the day before the 18th birthday', () => {
    expect(birthDateProblem(born(22, 11, 2008), '221108-20000', today)).toBe('underage');
  });

  it('accepts the 18th birthday', () => {
    expect(birthDateProblem(born(21, 11, 2008), '321234-56789', today)).toBeNull();
  });

  it('refuses a year older than the select offers', () => {
    expect(birthDateProblem(born(1, 1, 1925), '321234-56789', today)).toBe('year-range');
  });

  it('accepts the oldest year offered', () => {
    expect(birthDateProblem(born(1, 1, 1926), '321234-56789', today)).toBeNull();
  });

  it('says not-match when the code carries another date', () => {
    expect(birthDateProblem(born(13, 4, 1990), code, today)).toBe('not-match');
  });

  it('accepts any adult date with a 32-code', () => {
    expect(birthDateProblem(born(1, 1, 1970), '321234-56789', today)).toBeNull();
  });

  it('refuses exactly the dates under 18 years old, for any date and day', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(2000, 0, 1)),
          max: new Date(Date.UTC(2100, 0, 1)),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 82 * 366 }),
        (now, daysOld) => {
          const day = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
          const birth = new Date(now.getTime() - daysOld * 86_400_000);
          const [year, month, date] = [birth.getUTCFullYear(), birth.getUTCMonth() + 1, birth.getUTCDate()];
          const input = born(date, month, year);
          const eighteenth = new Date(Date.UTC(year + 18, month - 1, date));
          // a 29 February birthday turns 18 on 1 March of a common year, which Date.UTC rolls to as well
          const adult = eighteenth.getTime() <= now.getTime();
          expect(birthDateProblem(input, '321234-56789', day) === 'underage').toBe(!adult);
        },
      ),
      RUNS,
    );
  });
});
