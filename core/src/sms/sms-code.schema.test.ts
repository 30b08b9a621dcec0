import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../session/form-errors.ts';
import { SMS_CODE_REQUIRED_KEY, smsCodeSchema } from './sms-code.schema.ts';

describe('smsCodeSchema', () => {
  it('accepts a code', () => {
    expect(formErrors(smsCodeSchema, { code: '482113' })).toBeNull();
  });

  it('requires the code', () => {
    expect(formErrors(smsCodeSchema, { code: ' ' })).toEqual({ code: SMS_CODE_REQUIRED_KEY });
  });

  it('is valid exactly when the code holds a non-space character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(formErrors(smsCodeSchema, { code }) === null).toBe(code.trim() !== '');
      }),
      { numRuns: 1000 },
    );
  });
});
