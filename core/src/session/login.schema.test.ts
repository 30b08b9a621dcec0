import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from './form-errors.ts';
import { LOGIN_ERROR_KEYS, loginSchema } from './login.schema.ts';

describe('loginSchema', () => {
  it('accepts a username and a password', () => {
    expect(formErrors(loginSchema, { username: 'anna', password: 'Casino2026!' })).toBeNull();
  });

  it('requires both', () => {
    expect(formErrors(loginSchema, { username: '', password: '' })).toEqual({
      username: LOGIN_ERROR_KEYS.usernameRequired,
      password: LOGIN_ERROR_KEYS.passwordRequired,
    });
  });

  it('treats spaces only as missing', () => {
    expect(formErrors(loginSchema, { username: '  ', password: 'x' })).toEqual({
      username: LOGIN_ERROR_KEYS.usernameRequired,
    });
  });

  it('is valid exactly when both fields hold a non-space character (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (username, password) => {
        const valid = username.trim() !== '' && password.trim() !== '';
        expect(formErrors(loginSchema, { username, password }) === null).toBe(valid);
      }),
      { numRuns: 1000 },
    );
  });
});
