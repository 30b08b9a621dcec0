import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeSmartIdPort } from '../testing/smart-id-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import type { SmartIdState } from './smart-id-state.ts';
import { SmartIdLoginUseCase, type SmartIdLoginInput } from './smart-id-login.use-case.ts';

const input: SmartIdLoginInput = { personalNumber: '12049011111', pendingGame: null };
const confirmed = ok({
  status: 'authenticated',
  tokens: createTokens({ accessToken: 'smart-id-access' }),
} as const);

/** Lets the fakes' promises resolve (they answer at once). */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

let clock: ControllableClock;
let smartId: FakeSmartIdPort;
let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let login: SmartIdLoginUseCase;
let states: SmartIdState[];

/** Moves the clock and lets the answers of the calls it triggered arrive. */
const advance = async (ms: number): Promise<void> => {
  clock.advance(ms);
  await settle();
};

beforeEach(() => {
  clock = new ControllableClock(0);
  smartId = new FakeSmartIdPort();
  tokens = new InMemoryTokenStore();
  customer = new FakeCustomerPort({ tokens });
  login = new SmartIdLoginUseCase({ smartId, tokens, customer, errors: new FakeErrorCatalogue(), clock });
  states = [];
  login.subscribe((state) => states.push(state));
});

describe('SmartIdLoginUseCase.start', () => {
  it('refuses an empty personal number without a call', async () => {
    expect(await login.start({ ...input, personalNumber: '' })).toMatchObject({ kind: 'invalid' });
    expect(smartId.codeCalls).toEqual([]);
  });

  it('refuses a personal number off the Latvian pattern', async () => {
    expect(await login.start({ ...input, personalNumber: '1204' })).toEqual({
      kind: 'invalid',
      errors: { personalNumber: 'login.error.personalNumber.pattern' },
    });
  });

  it('asks for a code with the personal number written with its dash', async () => {
    await login.start(input);
    expect(smartId.codeCalls).toEqual(['120490-11111']);
  });

  it('opens the smart-id-authentication modal with the code', async () => {
    smartId.codeResult = ok({ verificationCode: '7306' });
    expect(await login.start(input)).toEqual({
      kind: 'awaiting-confirmation',
      verificationCode: '7306',
      next: { kind: 'open-modal', modal: 'smart-id-authentication', params: { verificationCode: '7306' } },
    });
  });

  it('is awaiting confirmation, not yet cancellable, once the code is shown', async () => {
    await login.start(input);
    expect(login.state).toEqual({
      kind: 'awaiting-confirmation',
      verificationCode: '4821',
      cancellable: false,
    });
  });

  it('fails with the catalogue entry when no code can be generated', async () => {
    smartId.codeResult = fail(createApiFailure(41));
    expect(await login.start(input)).toMatchObject({ kind: 'failed', error: { code: 41 } });
    expect(login.state.kind).toBe('failed');
  });

  it('tells listeners it is requesting the code first', async () => {
    await login.start(input);
    expect(states[0]).toEqual({ kind: 'requesting-code' });
  });
});

describe('SmartIdLoginUseCase polling', () => {
  it('polls authenticate with the personal number at 2 s', async () => {
    await login.start(input);
    await advance(2_000);
    expect(smartId.authenticateCalls).toEqual(['120490-11111']);
  });

  it('stores the tokens of a confirmed authentication', async () => {
    smartId.authenticateResults = [confirmed];
    await login.start(input);
    await advance(2_000);
    expect(tokens.read()?.accessToken).toBe('smart-id-access');
  });

  it('logs in as the current customer and raises LOGIN', async () => {
    customer.user = ok(createUser({ id: 1002 }));
    smartId.authenticateResults = [ok({ status: 'pending' }), confirmed];
    await login.start(input);
    await advance(2_000);
    await advance(2_000);
    expect(login.state).toMatchObject({
      kind: 'logged-in',
      session: {
        user: { id: 1002 },
        next: { kind: 'close-modal' },
        events: [{ kind: 'LOGIN', userId: 1002 }],
      },
    });
  });

  it('is signing in between the confirmation and the session', async () => {
    smartId.authenticateResults = [confirmed];
    await login.start(input);
    await advance(2_000);
    expect(states.map((state) => state.kind)).toContain('signing-in');
  });

  it('fails with the error of a refused authentication', async () => {
    smartId.authenticateResults = [fail(createApiFailure(1))];
    await login.start(input);
    await advance(2_000);
    expect(login.state).toMatchObject({ kind: 'failed', failure: { error: { code: 1 } } });
  });

  it('fails when the customer cannot be fetched after the confirmation', async () => {
    customer.user = fail(createApiFailure(41));
    smartId.authenticateResults = [confirmed];
    await login.start(input);
    await advance(2_000);
    expect([login.state.kind, tokens.read()]).toEqual(['failed', null]);
  });

  it('gives up with the general error after 120 s without an answer', async () => {
    await login.start(input);
    await advance(120_000);
    expect(login.state).toMatchObject({ kind: 'failed', failure: { error: { code: -1 } } });
  });
});

describe('SmartIdLoginUseCase.cancel', () => {
  it('is not available before 2 s', async () => {
    await login.start(input);
    await advance(1_999);
    expect(login.cancel()).toBeNull();
  });

  it('becomes available at 2 s', async () => {
    await login.start(input);
    await advance(2_000);
    expect(login.state).toEqual({
      kind: 'awaiting-confirmation',
      verificationCode: '4821',
      cancellable: true,
    });
  });

  it('goes back to the login modal', async () => {
    await login.start(input);
    await advance(2_000);
    expect(login.cancel()).toEqual({ kind: 'cancelled', next: { kind: 'open-modal', modal: 'login' } });
  });

  it('stops polling', async () => {
    await login.start(input);
    await advance(2_000);
    login.cancel();
    await advance(10_000);
    expect(smartId.authenticateCalls).toHaveLength(1);
  });

  it('drops an answer that arrives after it', async () => {
    smartId.authenticateResults = [confirmed];
    await login.start(input);
    clock.advance(2_000);
    login.cancel();
    await settle();
    expect([login.state.kind, tokens.read()]).toEqual(['cancelled', null]);
  });

  it('is not available once the login has failed', async () => {
    smartId.authenticateResults = [fail(createApiFailure(1))];
    await login.start(input);
    await advance(2_000);
    expect(login.cancel()).toBeNull();
  });
});

describe('SmartIdLoginUseCase restarts', () => {
  it('drops the first start when a second one comes before its code', async () => {
    const first = login.start(input);
    const second = login.start({ ...input, personalNumber: '32123456789' });
    expect([(await first).kind, (await second).kind]).toEqual(['superseded', 'awaiting-confirmation']);
  });

  it('polls only for the latest start', async () => {
    await login.start(input);
    await login.start({ ...input, personalNumber: '32123456789' });
    await advance(2_000);
    expect(smartId.authenticateCalls).toEqual(['321234-56789']);
  });

  it('drops the session of a start superseded while signing in', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const getCurrentCustomer = customer.getCurrentCustomer.bind(customer);
    customer.getCurrentCustomer = () => gate.then(getCurrentCustomer);
    smartId.authenticateResults = [confirmed];
    await login.start(input);
    await advance(2_000);
    await login.start(input);
    release();
    await settle();
    expect(login.state.kind).toBe('awaiting-confirmation');
  });

  it('polls no more after a reset', async () => {
    await login.start(input);
    login.reset();
    await advance(10_000);
    expect([login.state, smartId.authenticateCalls]).toEqual([{ kind: 'idle' }, []]);
  });

  it('stops notifying a listener that unsubscribed', async () => {
    const heard: SmartIdState[] = [];
    const unsubscribe = login.subscribe((state) => heard.push(state));
    unsubscribe();
    await login.start(input);
    expect(heard).toEqual([]);
  });
});
