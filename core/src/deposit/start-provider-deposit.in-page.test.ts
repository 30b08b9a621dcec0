import { beforeEach, describe, expect, it } from 'vitest';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { FakeInPagePaymentForm, FakePaymentForms } from '../testing/payment-form.fake.ts';
import { InMemoryPendingDepositStore } from '../testing/pending-deposit.fake.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import type { DepositStartOptions } from './deposit-strategy.ts';
import { StartProviderDepositUseCase } from './start-provider-deposit.use-case.ts';

const anOrder = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  provider: 'epg',
  amount: 2000,
  choice: null,
  depositCode: null,
  ...overrides,
});

const OPTIONS: DepositStartOptions = {
  currency: 'EUR',
  isMobile: false,
  returnPage: null,
  verificationCode: null,
  card: null,
};

let deposits: FakeDepositPorts;
let form: FakeInPagePaymentForm;
let pending: InMemoryPendingDepositStore;
let clock: ControllableClock;
let opened: string[];

function useCase(forms: FakePaymentForms): StartProviderDepositUseCase {
  return new StartProviderDepositUseCase(
    { redirects: deposits, sms: deposits, tokens: deposits, offsite: deposits, forms },
    pending,
    clock,
    new FakeErrorCatalogue(FAKE_ERROR_TABLE),
  );
}

const start = (forms: FakePaymentForms, order: Partial<DepositOrder> = {}) =>
  useCase(forms).execute(anOrder(order), OPTIONS, (url) => {
    opened.push(url);
  });

beforeEach(() => {
  deposits = new FakeDepositPorts();
  form = new FakeInPagePaymentForm();
  pending = new InMemoryPendingDepositStore();
  clock = new ControllableClock();
  opened = [];
});

describe('StartProviderDepositUseCase: a provider’s form in the page', () => {
  it('answers the form to mount at once, opening no window and waiting for no delay', async () => {
    const outcome = await start(new FakePaymentForms({ inPage: form }));
    expect({ kind: outcome.kind, form: outcome.kind === 'in-page' && outcome.form, opened }).toEqual({
      kind: 'in-page',
      form,
      opened: [],
    });
  });

  it('keeps the deposit PENDING without a window to reopen', async () => {
    clock = new ControllableClock(1_790_000_000_000);
    const outcome = await start(new FakePaymentForms({ inPage: form }));
    const expected = {
      paymentTransactionId: '884517',
      provider: 'epg',
      amount: 2000,
      currency: 'EUR',
      redirectUrl: null,
      startedAt: 1_790_000_000_000,
    };
    expect({ deposit: outcome.kind === 'in-page' && outcome.deposit, kept: pending.deposit }).toEqual({
      deposit: expected,
      kept: expected,
    });
  });

  it('opens the form with the token of its transaction', async () => {
    const forms = new FakePaymentForms({ inPage: form });
    await start(forms, { provider: 'safecharge' });
    expect(forms.requests).toEqual([
      {
        provider: 'safecharge',
        paymentTransactionId: '884514',
        credential: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
      },
    ]);
  });

  it('refuses a provider the front end has no form for, keeping nothing pending', async () => {
    const outcome = await start(new FakePaymentForms({ without: ['epg'] }));
    expect({ outcome, opened, kept: pending.deposit }).toMatchObject({
      outcome: { kind: 'failed', error: { code: -1 }, field: null },
      opened: [],
      kept: null,
    });
  });
});
