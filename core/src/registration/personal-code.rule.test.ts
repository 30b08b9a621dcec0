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

/** A legacy code with a real date and its check digit. */
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

/*
 * Where the check digit comes from. The official texts give the structure of a personal code and no
 * check-digit algorithm: the Population Register Law (Iedzīvotāju reģistra likums, article 5 as amended
 * for 1 July 2017, now the Natural Persons Register Law) and the Office of Citizenship and Migration
 * Affairs' national classifier (Latvijas iedzīvotāju reģistrācijas sistēmas klasifikators, published by
 * the Central Statistical Bureau) say that until 30 June 2017 the first six digits are the birth date
 * ddmmyy and the seventh the century (0 the 19th, 1 the 20th, 2 the 21st), and that later codes start
 * with 32 and are otherwise random (PMLP's "Personas koda maiņa" page says the same). Nothing official
 * names the eleventh digit's computation, nor the case where it gives 10; the EU's TIN algorithms
 * specification (DG TAXUD, FS-TIN Algorithms-Public) does not either, as validator.js notes when it
 * cites a forum for it.
 * The public validators agree on K = (1101 − Σ dᵢ·wᵢ) mod 11 with the weights 1, 6, 3, 7, 9, 10, 5, 8,
 * 4, 2 and differ on the remainder 10: python-stdnum (`stdnum/lv/pvn.py`, the same sum written as
 * (1 + Σ) % 11 % 10 with the weights' negatives mod 11) takes it as 0 and accepts 061193-06460, the code
 * of issue 37; validator.js (isTaxID lv-LV) and id-lv compare the remainder itself and refuse every such
 * code. We follow the validators the issue names, remainder 10 → 0: the digit is a typing check, not a
 * proof of identity, and refusing a real player's code locks them out of registration, while a made-up
 * code that passes still meets the identity check (KYC). The sandbox applies the same rule
 * (tests/contract/personal-code-agreement.test.ts runs both on the same codes).
 */
describe('personalCodeCheckDigit', () => {
  it.each([
    ['1611751999', 7],
    ['1204901234', 3],
    ['3112991000', 8],
    ['0503862345', 0],
  ])('computes (1101 − Σ dᵢ·wᵢ) mod 11 for %s', (firstTen, check) => {
    expect(personalCodeCheckDigit(firstTen)).toBe(check);
  });

  it('gives 0 when the remainder is 10', () => {
    expect(personalCodeCheckDigit('0611930646')).toBe(0);
  });

  it('refuses anything but ten digits', () => {
    expect(() => personalCodeCheckDigit('123')).toThrow(RangeError);
  });

  it('matches the weighted formula for any ten digits, 10 written as 0', () => {
    fc.assert(
      fc.property(digitString(10, 10), (firstTen) => {
        const sum = WEIGHTS.reduce((total, w, i) => total + w * Number(firstTen[i]), 0);
        const remainder = (1101 - sum) % 11;
        expect(personalCodeCheckDigit(firstTen)).toBe(remainder === 10 ? 0 : remainder);
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

  it('accepts the code of issue 37, whose remainder is 10, with the check digit 0', () => {
    expect(personalCodeProblem('061193-06460')).toBeNull();
  });

  it('refuses a code whose remainder is 10 and whose last digit is not 0', () => {
    expect(personalCodeProblem('061193-06461')).toBe('check-digit');
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

  it('accepts a code of the new format starting with 38, as PMLP issues them now', () => {
    expect(personalCodeProblem('381234-56789')).toBeNull();
  });

  it('accepts any eleven digits starting with 3 and a second digit from 2 to 9', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), digitString(9, 9), fc.boolean(), (second, rest, dash) => {
        const digits = `3${String(second)}${rest}`;
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
