import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeSmsVerificationPort } from '../testing/sms-verification-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import { SmsActivationUseCase } from './sms-activation.use-case.ts';

const code = { username: 'janis', code: '991' };
let sms: FakeSmsVerificationPort;
let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let activate: SmsActivationUseCase;

beforeEach(() => {
  sms = new FakeSmsVerificationPort();
  tokens = new InMemoryTokenStore();
  customer = new FakeCustomerPort({ tokens });
  activate = new SmsActivationUseCase(sms, tokens, customer, new FakeErrorCatalogue());
});

describe('SmsActivationUseCase', () => {
  it('sends the code', async () => {
    await activate.execute({ code });
    expect(sms.activateCalls).toEqual([code]);
  });

  it('stores the tokens when the flag is the string "true"', async () => {
    await activate.execute({ code });
    expect(tokens.read()?.accessToken).toBe('activation-access');
  });

  it('logs in when the flag is the string "true"', async () => {
    customer.user = ok(createUser({ id: 1002 }));
    expect(await activate.execute({ code })).toMatchObject({
      kind: 'logged-in',
      events: [{ kind: 'LOGIN', userId: 1002 }],
    });
  });

  it.each([true, 'false', 'TRUE', null])('stores no tokens when the flag is %j', async (loginFlag) => {
    sms.activateResult = ok({ tokens: createTokens(), loginFlag });
    await activate.execute({ code });
    expect(tokens.writes).toEqual([]);
  });

  it('shows the success screen with a login button when the flag is not "true"', async () => {
    sms.activateResult = ok({ tokens: createTokens(), loginFlag: true });
    expect(await activate.execute({ code })).toEqual({
      kind: 'activated',
      titleKey: 'activation.success.title',
      messageKey: 'activation.success.message',
      next: { kind: 'open-modal', modal: 'login' },
    });
  });

  it('shows the success screen when no tokens come with "true"', async () => {
    sms.activateResult = ok({ tokens: null, loginFlag: 'true' });
    expect(await activate.execute({ code })).toMatchObject({ kind: 'activated' });
  });

  it('fails with the catalogue entry of a refused code', async () => {
    sms.activateResult = fail(createApiFailure(2));
    expect(await activate.execute({ code })).toMatchObject({ kind: 'failed', error: { code: 2 } });
  });

  it('fails and forgets the tokens when the customer cannot be fetched', async () => {
    customer.user = fail(createApiFailure(41));
    expect([(await activate.execute({ code })).kind, tokens.read()]).toEqual(['failed', null]);
  });

  it('refuses an empty code without a call', async () => {
    expect(await activate.execute({ code: { username: 'janis', code: '' } })).toMatchObject({
      kind: 'invalid',
    });
    expect(sms.activateCalls).toEqual([]);
  });
});
