import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../session/form-errors.ts';
import { FORGOT_PASSWORD_REQUIRED_KEY, forgotPasswordSchema } from './forgot-password.schema.ts';

describe('forgotPasswordSchema', () => {
  it('accepts an e-mail', () => {
    expect(formErrors(forgotPasswordSchema, { username: 'anna@example.lv' })).toBeNull();
  });

  it('requires the field', () => {
    expect(formErrors(forgotPasswordSchema, { username: '' })).toEqual({
      username: FORGOT_PASSWORD_REQUIRED_KEY,
    });
  });

  it('is valid exactly when the field holds a non-space character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (username) => {
        expect(formErrors(forgotPasswordSchema, { username }) === null).toBe(username.trim() !== '');
      }),
      { numRuns: 1000 },
    );
  });
});
