import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeSmsVerificationPort } from '../testing/sms-verification-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createUser } from '../testing/user.builder.ts';
import { SmsAuthenticateUseCase, type SmsAuthenticateInput } from './sms-authenticate.use-case.ts';

const input: SmsAuthenticateInput = { code: { username: 'anna', code: '482113' }, pendingGame: null };
let sms: FakeSmsVerificationPort;
let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let authenticate: SmsAuthenticateUseCase;

beforeEach(() => {
  sms = new FakeSmsVerificationPort();
  tokens = new InMemoryTokenStore();
  customer = new FakeCustomerPort({ tokens });
  authenticate = new SmsAuthenticateUseCase(sms, tokens, customer, new FakeErrorCatalogue());
});

describe('SmsAuthenticateUseCase', () => {
  it('sends the code', async () => {
    await authenticate.execute(input);
    expect(sms.authenticateCalls).toEqual([{ username: 'anna', code: '482113' }]);
  });

  it('stores the returned tokens', async () => {
    await authenticate.execute(input);
    expect(tokens.read()?.accessToken).toBe('sms-access');
  });

  it('logs in and raises LOGIN', async () => {
    customer.user = ok(createUser({ id: 1002 }));
    expect(await authenticate.execute(input)).toMatchObject({
      kind: 'logged-in',
      events: [{ kind: 'LOGIN', userId: 1002 }],
    });
  });

  it('directs an unverified player to the kyc tab', async () => {
    customer.user = ok(createUser({ kycVerified: 'NOT_VERIFIED' }));
    expect(await authenticate.execute(input)).toMatchObject({
      next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } },
    });
  });

  it('fails with the catalogue entry of a refused code', async () => {
    sms.authenticateResult = fail(createApiFailure(1));
    expect(await authenticate.execute(input)).toMatchObject({
      kind: 'failed',
      error: { code: 1 },
      events: [{ kind: 'LOGIN_FAILED', errorCode: 1 }],
    });
  });

  it('stores nothing when the code is refused', async () => {
    sms.authenticateResult = fail(createApiFailure(1));
    await authenticate.execute(input);
    expect(tokens.writes).toEqual([]);
  });

  it('fails and forgets the tokens when the customer cannot be fetched', async () => {
    customer.user = fail(createApiFailure(41));
    expect([(await authenticate.execute(input)).kind, tokens.read()]).toEqual(['failed', null]);
  });

  it('refuses an empty code without a call', async () => {
    expect(await authenticate.execute({ ...input, code: { username: 'anna', code: '' } })).toEqual({
      kind: 'invalid',
      errors: { code: 'sms.error.code.required' },
    });
    expect(sms.authenticateCalls).toEqual([]);
  });

  it('adds the SMS hint to a failure when enabled', async () => {
    sms.authenticateResult = fail(createApiFailure(1));
    const outcome = await authenticate.execute({ ...input, forgotPasswordSmsVerificationEnabled: true });
    expect(outcome).toMatchObject({ hint: { messageKey: 'login.error.forgotPasswordSmsHint' } });
  });
});
