import { describe, expect, it } from 'vitest';
import { loginFailed } from '../session/login-failure.rule.ts';
import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { asksForSmsCode, smsCodeGone } from './sms-login.rule.ts';

const entry = (code: number): ErrorDescriptor => ({
  code,
  messageKey: `errors.api.${String(code)}`,
  clientAction: 'show-message',
});

describe('asksForSmsCode', () => {
  it('reads 82 on a password login as the SMS step', () => {
    expect(asksForSmsCode(loginFailed(entry(82), false))).toBe(true);
  });

  it('reads bad credentials as a failure', () => {
    expect(asksForSmsCode(loginFailed(entry(1), false))).toBe(false);
  });
});

describe('smsCodeGone', () => {
  it.each([5, 48])('reads %i on the SMS step as a code that can no longer log in', (code) => {
    expect(smsCodeGone(entry(code))).toBe(true);
  });

  it('reads 82 on the SMS step as a wrong code the player may correct', () => {
    expect(smsCodeGone(entry(82))).toBe(false);
  });
});
