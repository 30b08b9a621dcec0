import { describe, expect, it } from 'vitest';
import { loginFailed } from '../session/login-failure.rule.ts';
import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import { asksForSmsCode } from './sms-login.rule.ts';

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
