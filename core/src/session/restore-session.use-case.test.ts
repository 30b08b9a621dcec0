import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import { createBalance } from '../testing/balance.builder.ts';
import { RestoreSessionUseCase } from './restore-session.use-case.ts';

let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let restore: RestoreSessionUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  customer = new FakeCustomerPort({ tokens });
  restore = new RestoreSessionUseCase(tokens, customer, new FakeErrorCatalogue());
});

describe('RestoreSessionUseCase', () => {
  it('is logged out without stored tokens', async () => {
    tokens.clear();
    expect(await restore.execute()).toEqual({ kind: 'logged-out' });
  });

  it('makes no call without stored tokens', async () => {
    tokens.clear();
    await restore.execute();
    expect(customer.calls).toEqual([]);
  });

  it('is logged in as the current customer with the balance', async () => {
    const user = createUser({ firstName: 'Jānis' });
    customer.user = ok(user);
    expect(await restore.execute()).toMatchObject({ kind: 'logged-in', user, balance: createBalance() });
  });

  it('stays logged in without a balance when the balance call fails', async () => {
    customer.balance = fail(createTransportFailure());
    expect(await restore.execute()).toMatchObject({ kind: 'logged-in', balance: null });
  });

  it('stays on the page next', async () => {
    expect(await restore.execute()).toMatchObject({ next: { kind: 'stay' } });
  });

  it('opens the terms modal next when terms are not accepted', async () => {
    customer.user = ok(createUser({ acceptTermsAndConditions: false }));
    expect(await restore.execute()).toMatchObject({ next: { kind: 'open-modal', modal: 'tac' } });
  });

  it.each([3, 98])('is logged out when the customer call fails with code %i', async (code) => {
    customer.user = fail(createApiFailure(code));
    expect(await restore.execute()).toEqual({ kind: 'logged-out' });
  });

  it.each([3, 97, 98])('forgets the tokens when the customer call fails with code %i', async (code) => {
    customer.user = fail(createApiFailure(code));
    await restore.execute();
    expect(tokens.read()).toBeNull();
  });

  it('reports offline when the server cannot be reached', async () => {
    customer.user = fail(createTransportFailure());
    expect(await restore.execute()).toMatchObject({ kind: 'offline', error: { code: -1 } });
  });

  it('keeps the tokens when the server cannot be reached', async () => {
    customer.user = fail(createTransportFailure());
    await restore.execute();
    expect(tokens.read()).toEqual(createTokens());
  });

  it('fails with the entry of a server error that does not end the session', async () => {
    customer.user = fail(createApiFailure(41));
    expect(await restore.execute()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('keeps the tokens on a server error that does not end the session', async () => {
    customer.user = fail(createApiFailure(41));
    await restore.execute();
    expect(tokens.clearCount).toBe(0);
  });
});

describe('RestoreSessionUseCase language and events', () => {
  it("says to switch to the user's language when the page shows another", async () => {
    customer.user = ok(createUser({ lang: 'en' }));
    const page = { pageLanguage: 'lv', supportedLanguages: ['lv', 'en', 'ru'] } as const;
    expect(await restore.execute({ page })).toMatchObject({ switchLanguageTo: 'en' });
  });

  it('raises no LOGIN for a restored session', async () => {
    expect(await restore.execute()).toMatchObject({ events: [] });
  });
});
