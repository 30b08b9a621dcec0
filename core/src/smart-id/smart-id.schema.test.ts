import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../session/form-errors.ts';
import { SMART_ID_ERROR_KEYS, smartIdSchema } from './smart-id.schema.ts';

const errorsOf = (personalNumber: string) => formErrors(smartIdSchema, { personalNumber });

describe('smartIdSchema', () => {
  it('accepts a personal number with the dash', () => {
    expect(errorsOf('120490-11111')).toBeNull();
  });

  it('accepts a personal number without the dash', () => {
    expect(errorsOf('32123456789')).toBeNull();
  });

  it('requires the personal number', () => {
    expect(errorsOf('')).toEqual({ personalNumber: SMART_ID_ERROR_KEYS.required });
  });

  it('rejects a number off the Latvian pattern', () => {
    expect(errorsOf('12049-011111')).toEqual({ personalNumber: SMART_ID_ERROR_KEYS.pattern });
  });

  it('accepts any six digits, an optional dash and five digits (property)', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    fc.assert(
      fc.property(digits(6), fc.boolean(), digits(5), (head, dash, tail) => {
        expect(errorsOf(`${head}${dash ? '-' : ''}${tail}`)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects every other non-empty text (property)', () => {
    const other = fc.string({ minLength: 1 }).filter((value) => !/^\d{6}-?\d{5}$/.test(value));
    fc.assert(
      fc.property(other, (value) => {
        expect(errorsOf(value)).toEqual({ personalNumber: SMART_ID_ERROR_KEYS.pattern });
      }),
      { numRuns: 1000 },
    );
  });
});
