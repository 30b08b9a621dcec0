import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../session/form-errors.ts';
import { createResetPasswordSchema, type ResetPasswordValues } from './reset-password.schema.ts';

/** The sandbox's registrationPasswordFormat: 8+ characters with a letter and a digit. */
const format = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;
const schema = createResetPasswordSchema(format);
const values = (overrides: Partial<ResetPasswordValues> = {}): ResetPasswordValues => ({
  username: 'anna',
  key: 'k-1',
  password: 'Casino2027!',
  rePassword: 'Casino2027!',
  ...overrides,
});

describe('createResetPasswordSchema', () => {
  it('accepts a good password typed twice', () => {
    expect(formErrors(schema, values())).toBeNull();
  });

  it.each([
    ['', 'required'],
    ['Casino 2027', 'spaces'],
    ['casino', 'format'],
  ])('rejects %j as %s', (password, rule) => {
    expect(formErrors(schema, values({ password, rePassword: password }))).toMatchObject({
      password: `resetPassword.error.password.${rule}`,
    });
  });

  it('rejects the username as the password', () => {
    const same = values({ username: 'anna2027', password: 'anna2027', rePassword: 'anna2027' });
    expect(formErrors(schema, same)).toEqual({ password: 'resetPassword.error.password.sameAsUsername' });
  });

  it('requires the repeat', () => {
    expect(formErrors(schema, values({ rePassword: '' }))).toEqual({
      rePassword: 'resetPassword.error.rePassword.required',
    });
  });

  it('rejects a repeat that differs', () => {
    expect(formErrors(schema, values({ rePassword: 'Casino2028!' }))).toEqual({
      rePassword: 'resetPassword.error.rePassword.mismatch',
    });
  });

  it.each([{ key: '' }, { username: '' }])('reports a link missing a value on key: %j', (missing) => {
    expect(formErrors(schema, values(missing))).toMatchObject({ key: 'resetPassword.error.key.missing' });
  });

  it('reports a repeat error exactly when the repeat differs from the password (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, rePassword) => {
        const errors = formErrors(schema, values({ password, rePassword })) ?? {};
        expect('rePassword' in errors).toBe(rePassword === '' || rePassword !== password);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every password of the format without spaces that is not the username (property)', () => {
    const password = fc
      .tuple(fc.stringMatching(/^[A-Za-z]$/), fc.stringMatching(/^\d$/), fc.stringMatching(/^[!-~]{6,20}$/))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(password, (value) => {
        expect(formErrors(schema, values({ password: value, rePassword: value }))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
