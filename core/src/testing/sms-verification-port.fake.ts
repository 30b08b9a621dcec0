import type { ApiFailure } from '../errors/api-failure.ts';
import type { SmsActivation, SmsCode, SmsVerificationPort } from '../sms/sms-verification.port.ts';
import type { SessionTokens } from '../session/user.ts';
import { ok, type Result } from '../shared/result.ts';
import { createTokens } from './user.builder.ts';

/** An SmsVerificationPort whose answers are set by the test; records every call. */
export class FakeSmsVerificationPort implements SmsVerificationPort {
  authenticateResult: Result<SessionTokens, ApiFailure> = ok(createTokens({ accessToken: 'sms-access' }));
  /** Defaults to tokens with the flag "true" (the client logs in). */
  activateResult: Result<SmsActivation, ApiFailure> = ok({
    tokens: createTokens({ accessToken: 'activation-access' }),
    loginFlag: 'true',
  });
  forgotPasswordResult: Result<void, ApiFailure> = ok(undefined);
  readonly authenticateCalls: SmsCode[] = [];
  readonly activateCalls: SmsCode[] = [];
  readonly forgotPasswordCalls: string[] = [];

  authenticate(code: SmsCode): Promise<Result<SessionTokens, ApiFailure>> {
    this.authenticateCalls.push(code);
    return Promise.resolve(this.authenticateResult);
  }

  activateAccount(code: SmsCode): Promise<Result<SmsActivation, ApiFailure>> {
    this.activateCalls.push(code);
    return Promise.resolve(this.activateResult);
  }

  forgotPassword(username: string): Promise<Result<void, ApiFailure>> {
    this.forgotPasswordCalls.push(username);
    return Promise.resolve(this.forgotPasswordResult);
  }
}
