import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateFromPersonalCode,
  formatPersonalCodeInput,
  isNewFormatPersonalCode,
  isValidPersonalCode,
  PERSONAL_CODE_MAX_LENGTH,
  personalCodeCheckDigit,
  personalCodeDigits,
  personalCodeProblem,
} from './personal-code.rule.ts';

const RUNS = { numRuns: 1000 };
const WEIGHTS = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));
const pad = (n: number) => String(n).padStart(2, '0');

/** A legacy code with a real date and its check digit, or null when the check would be 10. */
const legacyCode = fc
  .record({
    date: fc.date({
      min: new Date(Date.UTC(1800, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    }),
    serial: digitString(3, 3),
  })
  .map(({ date, serial }) => {
    const year = date.getUTCFullYear();
    const firstTen = `${pad(date.getUTCDate())}${pad(date.getUTCMonth() + 1)}${pad(year % 100)}${String(Math.floor(year / 100) - 18)}${serial}`;
    const check = personalCodeCheckDigit(firstTen);
    return { firstTen, check, date: { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() } };
  });

describe('personalCodeCheckDigit', () => {
  it.each([
    ['1611751999', 7],
    ['1204901234', 3],
    ['3112991000', 8],
    ['0503862345', 0],
  ])('computes (1101 − Σ dᵢ·wᵢ) mod 11 for %s', (firstTen, check) => {
    expect(personalCodeCheckDigit(firstTen)).toBe(check);
  });

  it('gives no digit when the result is 10', () => {
    expect(personalCodeCheckDigit('0101100001')).toBeNull();
  });

  it('refuses anything but ten digits', () => {
    expect(() => personalCodeCheckDigit('123')).toThrow(RangeError);
  });

  it('matches the weighted formula for any ten digits', () => {
    fc.assert(
      fc.property(digitString(10, 10), (firstTen) => {
        const sum = WEIGHTS.reduce((total, w, i) => total + w * Number(firstTen[i]), 0);
        const expected = (1101 - sum) % 11;
        expect(personalCodeCheckDigit(firstTen)).toBe(expected === 10 ? null : expected);
      }),
      RUNS,
    );
  });
});

describe('personalCodeProblem', () => {
  it.each(['161175-19997', '16117519997', '120490-12343', '050386-23450', '311299-10008'])(
    'accepts the valid legacy code %s',
    (code) => {
      expect(personalCodeProblem(code)).toBeNull();
    },
  );

  it('refuses a wrong check digit', () => {
    expect(personalCodeProblem('161175-19998')).toBe('check-digit');
  });

  it('refuses a code whose check computes to 10, whatever its last digit (no 10 → 0 mapping)', () => {
    expect(personalCodeProblem('010110-00010')).toBe('check-digit');
  });

  it('refuses an impossible date', () => {
    expect(personalCodeProblem('310290-12345')).toBe('date');
  });

  it('refuses a century digit above 2', () => {
    expect(personalCodeProblem('120490-32345')).toBe('date');
  });

  it('refuses 29 February of 1900 (century digit 1), not a leap year', () => {
    expect(personalCodeProblem('290200-10000')).toBe('date');
  });

  it('refuses 29 February of 1800 (century digit 0), not a leap year', () => {
    expect(personalCodeProblem('290200-00000')).toBe('date');
  });

  it('accepts the date 29 February 2000 (century digit 2), a leap year', () => {
    expect(personalCodeProblem('290200-20000')).not.toBe('date');
  });

  it.each(['1204901234', '120490-1234', '1204901-2343', '120490 12343', 'abcdef-ghijk', ''])(
    'refuses the pattern of %j',
    (code) => {
      expect(personalCodeProblem(code)).toBe('pattern');
    },
  );

  it('accepts a 32-code on format alone', () => {
    expect(personalCodeProblem('321234-56789')).toBeNull();
  });

  it('accepts every legacy code built with its check digit', () => {
    fc.assert(
      fc.property(legacyCode, ({ firstTen, check }) => {
        fc.pre(check !== null);
        expect(isValidPersonalCode(`${firstTen.slice(0, 6)}-${firstTen.slice(6)}${String(check)}`)).toBe(
          true,
        );
      }),
      RUNS,
    );
  });

  it('refuses every legacy code with any other last digit', () => {
    fc.assert(
      fc.property(legacyCode, fc.integer({ min: 0, max: 9 }), ({ firstTen, check }, last) => {
        fc.pre(last !== check);
        expect(personalCodeProblem(`${firstTen}${String(last)}`)).toBe('check-digit');
      }),
      RUNS,
    );
  });

  it('accepts any eleven digits starting with 32', () => {
    fc.assert(
      fc.property(digitString(9, 9), fc.boolean(), (rest, dash) => {
        const digits = `32${rest}`;
        expect(personalCodeProblem(dash ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits)).toBeNull();
      }),
      RUNS,
    );
  });

  it('refuses any string that is not 6 digits, an optional dash and 5 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        fc.pre(!/^\d{6}-?\d{5}$/.test(text));
        expect(personalCodeProblem(text)).toBe('pattern');
      }),
      RUNS,
    );
  });
});

describe('personalCodeDigits / isNewFormatPersonalCode', () => {
  it('drops the dash', () => {
    expect(personalCodeDigits('120490-12343')).toBe('12049012343');
  });

  it('tells a 32-code', () => {
    expect(isNewFormatPersonalCode('321234-56789')).toBe(true);
  });

  it('does not take a malformed text starting with 32 for a 32-code', () => {
    expect(isNewFormatPersonalCode('32')).toBe(false);
  });

  it('does not take a legacy code starting with 3 for a 32-code', () => {
    expect(isNewFormatPersonalCode('310190-12345')).toBe(false);
  });
});

describe('birthDateFromPersonalCode', () => {
  it('reads DDMMYY and the century', () => {
    expect(birthDateFromPersonalCode('161175-19997')).toEqual({ year: 1975, month: 11, day: 16 });
  });

  it('reads century digit 0 as the 1800s', () => {
    expect(birthDateFromPersonalCode('010199-00000')).toEqual({ year: 1899, month: 1, day: 1 });
  });

  it('reads century digit 2 as the 2000s', () => {
    expect(birthDateFromPersonalCode('050305-20000')).toEqual({ year: 2005, month: 3, day: 5 });
  });

  it('is null for a 32-code', () => {
    expect(birthDateFromPersonalCode('321234-56789')).toBeNull();
  });

  it('is null for a malformed code', () => {
    expect(birthDateFromPersonalCode('1611')).toBeNull();
  });

  it('gives back the date a legacy code was built from', () => {
    fc.assert(
      fc.property(legacyCode, ({ firstTen, date }) => {
        expect(birthDateFromPersonalCode(`${firstTen}0`)).toEqual(date);
      }),
      RUNS,
    );
  });
});

describe('formatPersonalCodeInput', () => {
  it('keeps up to six digits as typed', () => {
    expect(formatPersonalCodeInput('120490')).toBe('120490');
  });

  it('inserts the dash when the seventh digit comes', () => {
    expect(formatPersonalCodeInput('1204901')).toBe('120490-1');
  });

  it('strips everything but digits', () => {
    expect(formatPersonalCodeInput('12a04 90/12')).toBe('120490-12');
  });

  it('caps at 12 characters', () => {
    expect(formatPersonalCodeInput('1204901234567')).toBe('120490-12345');
  });

  it('always yields at most 12 characters of digits with a dash only at index 6', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const formatted = formatPersonalCodeInput(raw);
        expect(formatted.length).toBeLessThanOrEqual(PERSONAL_CODE_MAX_LENGTH);
        expect(formatted).toMatch(/^\d{0,6}$|^\d{6}-\d{1,5}$/);
      }),
      RUNS,
    );
  });

  it('keeps the typed digits in order, up to eleven', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        expect(formatPersonalCodeInput(raw).replace('-', '')).toBe(raw.replace(/\D/g, '').slice(0, 11));
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const once = formatPersonalCodeInput(raw);
        expect(formatPersonalCodeInput(once)).toBe(once);
      }),
      RUNS,
    );
  });
});
