import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALLING_CODES,
  callingCodeOf,
  DEFAULT_PHONE_CODE,
  fullPhoneNumber,
  PHONE_COUNTRIES,
  phoneProblem,
} from './phone.rule.ts';

const RUNS = { numRuns: 1000 };

describe('callingCodeOf', () => {
  it.each([
    ['LV', '+371'],
    ['LT', '+370'],
    ['EE', '+372'],
    ['FI', '+358'],
    ['SE', '+46'],
    ['DE', '+49'],
    ['PL', '+48'],
    ['GB', '+44'],
    ['RU', '+7'],
    ['UA', '+380'],
    ['US', '+1'],
  ])('gives %s the code %s', (country, code) => {
    expect(callingCodeOf(country)).toBe(code);
  });

  it('falls back to +371 for a country not in the table', () => {
    expect(callingCodeOf('ZZ')).toBe(DEFAULT_PHONE_CODE);
  });

  it('defaults to +371', () => {
    expect(DEFAULT_PHONE_CODE).toBe('+371');
  });
});

describe('phoneProblem', () => {
  it('accepts an 8-digit Latvian number', () => {
    expect(phoneProblem('26123456', '+371')).toBeNull();
  });

  it('requires a number', () => {
    expect(phoneProblem('', '+371')).toBe('required');
  });

  it('refuses more than 40 characters', () => {
    expect(phoneProblem('1'.repeat(41), '+371')).toBe('max-length');
  });

  it('refuses anything but digits', () => {
    expect(phoneProblem('2612 3456', '+371')).toBe('format');
  });

  it('refuses a Latvian number of 7 digits', () => {
    expect(phoneProblem('2612345', '+371')).toBe('length');
  });

  it('gives another answer when the code changes (re-validation on code change)', () => {
    expect([phoneProblem('2612345678', '+371'), phoneProblem('2612345678', '+44')]).toEqual(['length', null]);
  });

  it('lets an unknown code have up to what E.164 leaves', () => {
    expect([phoneProblem('123456789012', '+999'), phoneProblem('1234567890123', '+999')]).toEqual([
      null,
      'length',
    ]);
  });

  it('accepts exactly the lengths of the table for each listed country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_COUNTRIES),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 9 }),
        (country, length, digit) => {
          const { code, min, max } = CALLING_CODES[country];
          const number = String(digit).repeat(length);
          expect(phoneProblem(number, code)).toBe(length >= min && length <= max ? null : 'length');
        },
      ),
      RUNS,
    );
  });

  it('refuses any number holding a non-digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (number) => {
        fc.pre(/\D/.test(number));
        expect(phoneProblem(number, '+371')).toBe('format');
      }),
      RUNS,
    );
  });
});

describe('fullPhoneNumber', () => {
  it('puts the code before the number', () => {
    expect(fullPhoneNumber('+371', '26123456')).toBe('+37126123456');
  });
});
