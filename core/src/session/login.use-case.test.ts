import { beforeEach, describe, expect, it } from 'vitest';
import type { Credentials } from '../session/auth.port.ts';
import { fail, ok } from '../shared/result.ts';
import { FakeAuthPort } from '../testing/auth-port.fake.ts';
import { createBalance } from '../testing/balance.builder.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import {
  createApiFailure,
  createThrottledFailure,
  createTransportFailure,
} from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import { LoginUseCase, type LoginInput } from './login.use-case.ts';

const credentials: Credentials = {
  username: 'anna',
  password: 'Casino2026!',
  rememberMe: false,
  credentialCheck: false,
};
const input: LoginInput = { credentials, pendingGame: null };

let auth: FakeAuthPort;
let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let login: LoginUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore();
  auth = new FakeAuthPort({ tokens });
  customer = new FakeCustomerPort({ tokens });
  login = new LoginUseCase(auth, tokens, customer, new FakeErrorCatalogue());
});

describe('LoginUseCase', () => {
  it('sends the credentials', async () => {
    await login.execute(input);
    expect(auth.loginCalls).toEqual([credentials]);
  });

  it('stores the tokens of the login', async () => {
    auth.loginResult = ok(createTokens({ accessToken: 'a-2' }));
    await login.execute(input);
    expect(tokens.read()?.accessToken).toBe('a-2');
  });

  it('is logged in as the current customer, fetched with the new tokens', async () => {
    const user = createUser({ id: 1002, username: 'janis' });
    customer.user = ok(user);
    expect(await login.execute(input)).toMatchObject({ kind: 'logged-in', user });
  });

  it('carries the balance', async () => {
    expect(await login.execute(input)).toMatchObject({ balance: createBalance() });
  });

  it('stays logged in without a balance when the balance call fails', async () => {
    customer.balance = fail(createApiFailure(41));
    expect(await login.execute(input)).toMatchObject({ kind: 'logged-in', balance: null });
  });

  it('closes the modal next', async () => {
    expect(await login.execute(input)).toMatchObject({ next: { kind: 'close-modal' } });
  });

  it('opens the kyc tab next for a NOT_VERIFIED player', async () => {
    customer.user = ok(createUser({ kycVerified: 'NOT_VERIFIED' }));
    expect(await login.execute(input)).toMatchObject({
      next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } },
    });
  });

  it('goes to real play of the pending game next', async () => {
    const outcome = await login.execute({ credentials, pendingGame: { friendlyUrl: 'starburst' } });
    expect(outcome).toMatchObject({
      next: { kind: 'navigate', to: { name: 'game-play', mode: 'real', friendlyUrl: 'starburst' } },
    });
  });

  it('opens the terms modal next when terms are not accepted', async () => {
    customer.user = ok(createUser({ acceptTermsAndConditions: false }));
    expect(await login.execute(input)).toMatchObject({ next: { kind: 'open-modal', modal: 'tac' } });
  });

  it('fails with the bad-credentials entry on code 1', async () => {
    auth.loginResult = fail(createApiFailure(1));
    expect(await login.execute(input)).toMatchObject({
      kind: 'failed',
      error: { code: 1, name: 'BAD_CREDENTIALS', messageKey: 'errors.api.1', clientAction: 'show-message' },
    });
  });

  it('carries the wait of a throttled login (429 with Retry-After)', async () => {
    auth.loginResult = fail(createThrottledFailure(30));
    expect(await login.execute(input)).toMatchObject({
      kind: 'failed',
      error: { name: 'TOO_MANY_REQUESTS' },
      retryAfterSeconds: 30,
    });
  });

  it('carries no wait for a refusal without Retry-After', async () => {
    auth.loginResult = fail(createApiFailure(1));
    expect(await login.execute(input)).toMatchObject({ retryAfterSeconds: null });
  });

  it('stores no tokens when the login fails', async () => {
    auth.loginResult = fail(createApiFailure(2));
    await login.execute(input);
    expect(tokens.writes).toEqual([]);
  });

  it('fails with the general error when the server cannot be reached', async () => {
    auth.loginResult = fail(createTransportFailure());
    expect(await login.execute(input)).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });

  it('fails when the customer cannot be fetched', async () => {
    customer.user = fail(createApiFailure(41));
    expect(await login.execute(input)).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('forgets the tokens when the customer cannot be fetched', async () => {
    customer.user = fail(createApiFailure(41));
    await login.execute(input);
    expect(tokens.read()).toBeNull();
  });
});

describe('LoginUseCase events and hints', () => {
  it('raises LOGIN with the user id', async () => {
    customer.user = ok(createUser({ id: 1002 }));
    expect(await login.execute(input)).toMatchObject({ events: [{ kind: 'LOGIN', userId: 1002 }] });
  });

  it('raises LOGIN_FAILED with the error code', async () => {
    auth.loginResult = fail(createApiFailure(1));
    expect(await login.execute(input)).toMatchObject({ events: [{ kind: 'LOGIN_FAILED', errorCode: 1 }] });
  });

  it('raises LOGIN_FAILED when the customer cannot be fetched', async () => {
    customer.user = fail(createApiFailure(41));
    expect(await login.execute(input)).toMatchObject({ events: [{ kind: 'LOGIN_FAILED', errorCode: 41 }] });
  });

  it('hints at the SMS forgot-password when it is enabled', async () => {
    auth.loginResult = fail(createApiFailure(1));
    const outcome = await login.execute({ ...input, forgotPasswordSmsVerificationEnabled: true });
    expect(outcome).toMatchObject({ hint: { next: { kind: 'open-modal', modal: 'forgot-password-sms' } } });
  });

  it('gives no hint by default', async () => {
    auth.loginResult = fail(createApiFailure(1));
    expect(await login.execute(input)).toMatchObject({ hint: null });
  });

  it("says to switch to the user's language when the page shows another", async () => {
    customer.user = ok(createUser({ lang: 'ru' }));
    const page = { pageLanguage: 'lv', supportedLanguages: ['lv', 'en', 'ru'] } as const;
    expect(await login.execute({ ...input, page })).toMatchObject({ switchLanguageTo: 'ru' });
  });
});
