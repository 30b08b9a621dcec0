import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { createBalance } from '../testing/balance.builder.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { createApiFailure, createFieldRefusal, createTransportFailure } from '../testing/failure.builder.ts';
import { FakeRegistrationPort } from '../testing/registration-port.fake.ts';
import { createRegistrationSettings, createRegistrationValues } from '../testing/registration.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createUser } from '../testing/user.builder.ts';
import { REGISTRATION_SUCCESS, RegisterUseCase } from './register.use-case.ts';
import type { RegistrationContext } from './registration-payload.rule.ts';

const context: RegistrationContext = { lang: 'lv', btag: 'a_1204b', credentialsPasted: false };
const autoLogin = createRegistrationSettings({ autoLoginEnabled: true });
const noAutoLogin = createRegistrationSettings({ autoLoginEnabled: false });

let registration: FakeRegistrationPort;
let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let register: RegisterUseCase;

beforeEach(() => {
  registration = new FakeRegistrationPort();
  tokens = new InMemoryTokenStore();
  customer = new FakeCustomerPort({ tokens });
  register = new RegisterUseCase(registration, tokens, customer, new FakeErrorCatalogue());
});

describe('RegisterUseCase', () => {
  it('sends the payload of the form', async () => {
    await register.execute(createRegistrationValues(), context, noAutoLogin);
    expect(registration.registerCalls[0]).toMatchObject({ username: 'liga.ozola', affiliateCode: 'a_1204b' });
  });

  it('shows the success screen with success=true', async () => {
    expect(await register.execute(createRegistrationValues(), context, noAutoLogin)).toMatchObject({
      kind: 'registered',
      next: { kind: 'open-modal', modal: 'register', params: { success: 'true' } },
    });
  });

  it('sends a registration of the intermediate-register modal through the Instantor flow', async () => {
    await register.execute(createRegistrationValues(), context, noAutoLogin, 'instantor');
    expect([registration.registerCalls.length, registration.instantorCalls.length]).toEqual([0, 1]);
  });

  it('shows the success screen of the intermediate-register modal after an Instantor registration', async () => {
    expect(
      await register.execute(createRegistrationValues(), context, noAutoLogin, 'instantor'),
    ).toMatchObject({
      next: { kind: 'open-modal', modal: 'intermediate-register', params: { success: 'true' } },
    });
  });

  it('raises REGISTRATION_COMPLETED without auto-login', async () => {
    expect(await register.execute(createRegistrationValues(), context, noAutoLogin)).toMatchObject({
      session: null,
      events: [{ kind: 'REGISTRATION_COMPLETED', autoLogin: false }],
    });
  });

  it('stores no tokens without auto-login', async () => {
    await register.execute(createRegistrationValues(), context, noAutoLogin);
    expect(tokens.writes).toEqual([]);
  });

  it('stores the tokens of the "access;refresh" string with auto-login', async () => {
    registration.registerResult = ok('at.1003;rt.1003');
    await register.execute(createRegistrationValues(), context, autoLogin);
    expect(tokens.read()).toEqual({ accessToken: 'at.1003', refreshToken: 'rt.1003' });
  });

  it('logs in as the new customer with auto-login', async () => {
    const user = createUser({ id: 1003, username: 'liga.ozola' });
    customer.user = ok(user);
    expect(await register.execute(createRegistrationValues(), context, autoLogin)).toEqual({
      kind: 'registered',
      session: { user, balance: createBalance() },
      next: REGISTRATION_SUCCESS,
      events: [
        { kind: 'REGISTRATION_COMPLETED', autoLogin: true },
        { kind: 'LOGIN', userId: 1003 },
      ],
    });
  });

  it('stays logged in without a balance when the balance call fails', async () => {
    customer.balance = fail(createApiFailure(41));
    expect(await register.execute(createRegistrationValues(), context, autoLogin)).toMatchObject({
      session: { balance: null },
    });
  });

  it('is registered but not logged in when the customer call fails, tokens cleared', async () => {
    customer.user = fail(createApiFailure(41));
    const outcome = await register.execute(createRegistrationValues(), context, autoLogin);
    expect([outcome, tokens.read()]).toMatchObject([
      { kind: 'registered', session: null, events: [{ kind: 'REGISTRATION_COMPLETED', autoLogin: false }] },
      null,
    ]);
  });

  it('is registered but not logged in when the token string is malformed', async () => {
    registration.registerResult = ok('no-separator');
    const outcome = await register.execute(createRegistrationValues(), context, autoLogin);
    expect([outcome.kind, tokens.writes.length, customer.calls.length]).toEqual(['registered', 0, 0]);
  });

  it('describes the returned errorCode for the error block', async () => {
    registration.registerResult = fail(createApiFailure(2));
    expect(await register.execute(createRegistrationValues(), context, autoLogin)).toEqual({
      kind: 'failed',
      error: { code: 2, name: 'ACCOUNT_LOCKED', messageKey: 'errors.api.2', clientAction: 'show-message' },
      refusal: null,
    });
  });

  it('names the field, its step and its message when the refusal is about one field', async () => {
    registration.registerResult = fail(createFieldRefusal(57, 'dateOfBirth'));
    expect(await register.execute(createRegistrationValues(), context, autoLogin)).toMatchObject({
      kind: 'failed',
      refusal: { field: 'birthDate', step: 2, messageKey: 'registration.error.birthDate.refused' },
    });
  });

  it('describes a transport failure as the general error', async () => {
    registration.registerResult = fail(createTransportFailure());
    expect(await register.execute(createRegistrationValues(), context, autoLogin)).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('stores no tokens when registering fails', async () => {
    registration.registerResult = fail(createApiFailure(2));
    await register.execute(createRegistrationValues(), context, autoLogin);
    expect(tokens.writes).toEqual([]);
  });
});
