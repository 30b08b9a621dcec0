import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { FakeAccountPort } from '../testing/account-port.fake.ts';
import { createApiFailure, createThrottledFailure } from '../testing/failure.builder.ts';
import { FakeSmsVerificationPort } from '../testing/sms-verification-port.fake.ts';
import { ForgotPasswordUseCase, type ForgotPasswordState } from './forgot-password.use-case.ts';

let account: FakeAccountPort;
let sms: FakeSmsVerificationPort;
let forgot: ForgotPasswordUseCase;
let states: ForgotPasswordState[];

beforeEach(() => {
  account = new FakeAccountPort();
  sms = new FakeSmsVerificationPort();
  forgot = new ForgotPasswordUseCase(account, sms);
  states = [];
  forgot.subscribe((state) => states.push(state));
});

describe('ForgotPasswordUseCase', () => {
  it('starts idle', () => {
    expect(forgot.state).toEqual({ kind: 'idle' });
  });

  it('sends the trimmed username', async () => {
    await forgot.submit({ username: ' anna ', sms: false });
    expect(account.forgotPasswordCalls).toEqual(['anna']);
  });

  it('is sending while the request runs (the button is disabled)', async () => {
    await forgot.submit({ username: 'anna', sms: false });
    expect(states[0]).toEqual({ kind: 'sending' });
  });

  it('shows the success message on success', async () => {
    expect(await forgot.submit({ username: 'anna', sms: false })).toEqual({
      kind: 'sent',
      messageKey: 'forgotPassword.success',
    });
  });

  it('silently goes back to idle on failure', async () => {
    account.forgotPasswordResult = fail(createApiFailure(41));
    expect(await forgot.submit({ username: 'anna', sms: false })).toEqual({ kind: 'idle' });
    expect(forgot.state).toEqual({ kind: 'idle' });
  });

  it('says how long to wait when the login asked too often (429 with Retry-After)', async () => {
    account.forgotPasswordResult = fail(createThrottledFailure(600));
    expect(await forgot.submit({ username: 'anna', sms: false })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 600,
    });
  });

  it('ignores a second submit while the first runs', async () => {
    const first = forgot.submit({ username: 'anna', sms: false });
    expect(await forgot.submit({ username: 'anna', sms: false })).toEqual({ kind: 'busy' });
    await first;
    expect(account.forgotPasswordCalls).toHaveLength(1);
  });

  it('uses the SMS call in the SMS variant', async () => {
    await forgot.submit({ username: 'anna', sms: true });
    expect([sms.forgotPasswordCalls, account.forgotPasswordCalls]).toEqual([['anna'], []]);
  });

  it('shows the SMS success message in the SMS variant', async () => {
    expect(await forgot.submit({ username: 'anna', sms: true })).toEqual({
      kind: 'sent',
      messageKey: 'forgotPassword.sms.success',
    });
  });

  it('silently goes back to idle when the SMS call fails', async () => {
    sms.forgotPasswordResult = fail(createApiFailure(82));
    expect(await forgot.submit({ username: 'anna', sms: true })).toEqual({ kind: 'idle' });
  });

  it('refuses an empty field without a call', async () => {
    expect(await forgot.submit({ username: '', sms: false })).toEqual({
      kind: 'invalid',
      errors: { username: 'forgotPassword.error.username.required' },
    });
    expect(account.forgotPasswordCalls).toEqual([]);
  });

  it('stops notifying a listener that unsubscribed', async () => {
    const heard: ForgotPasswordState[] = [];
    forgot.subscribe((state) => heard.push(state))();
    await forgot.submit({ username: 'anna', sms: false });
    expect(heard).toEqual([]);
  });
});
