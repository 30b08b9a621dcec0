import { describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import fc from 'fast-check';
import {
  FORGOT_PASSWORD_SMS_HINT_KEY,
  forgotPasswordModal,
  loginFailed,
  loginFormMessage,
} from './login-failure.rule.ts';

const errors = new FakeErrorCatalogue();

describe('loginFailed', () => {
  it('carries the error for the form’s error list', () => {
    expect(loginFailed(errors.describe(1), false).error).toMatchObject({
      code: 1,
      messageKey: 'errors.api.1',
    });
  });

  it('raises LOGIN_FAILED with the error code', () => {
    expect(loginFailed(errors.describe(2), false).events).toEqual([{ kind: 'LOGIN_FAILED', errorCode: 2 }]);
  });

  it('adds the SMS forgot-password hint when SMS forgot-password is enabled', () => {
    expect(loginFailed(errors.describe(1), true).hint).toEqual({
      messageKey: FORGOT_PASSWORD_SMS_HINT_KEY,
      next: { kind: 'open-modal', modal: 'forgot-password-sms' },
    });
  });

  it('adds no hint when SMS forgot-password is disabled', () => {
    expect(loginFailed(errors.describe(1), false).hint).toBeNull();
  });

  it('stays in the login modal on an error that shows a message', () => {
    expect(loginFailed(errors.describe(1), false).next).toEqual({ kind: 'stay' });
  });

  it('opens the forgot-password modal on code 58', () => {
    expect(loginFailed(errors.describe(58), false).next).toEqual({
      kind: 'open-modal',
      modal: 'forgot-password',
    });
  });

  it('opens the SMS forgot-password modal on code 58 when SMS is enabled', () => {
    expect(loginFailed(errors.describe(58), true).next).toEqual({
      kind: 'open-modal',
      modal: 'forgot-password-sms',
    });
  });
});

describe('forgotPasswordModal', () => {
  it('is the e-mail variant when SMS is disabled', () => {
    expect(forgotPasswordModal(false)).toEqual({ kind: 'open-modal', modal: 'forgot-password' });
  });
});

describe('loginFormMessage', () => {
  it('shows the form’s own error first', () => {
    expect(loginFormMessage('errors.api.1', 'notifications.sessionEndByOperator')).toBe('errors.api.1');
  });

  it('shows the global socket message when the form has no error', () => {
    expect(loginFormMessage(null, 'notifications.sessionEndByOperator')).toBe(
      'notifications.sessionEndByOperator',
    );
  });

  it('shows nothing when there is neither', () => {
    expect(loginFormMessage(null, null)).toBeNull();
  });

  it('never hides a local error behind the global one (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (local, global) => {
        expect(loginFormMessage(local, global)).toBe(local ?? global);
      }),
      { numRuns: 1000 },
    );
  });
});
