import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { FakeInPagePaymentForm, FakePaymentForms } from '../testing/payment-form.fake.ts';
import { InMemoryPendingDepositStore } from '../testing/pending-deposit.fake.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import { DepositResultUseCase } from './deposit-result.use-case.ts';
import { DepositReturnUseCase } from './deposit-return.use-case.ts';
import type { DepositStartOptions } from './deposit-strategy.ts';
import { paymentFormResultPath } from './payment-form-end.rule.ts';
import {
  StartProviderDepositUseCase,
  type StartProviderDepositOutcome,
} from './start-provider-deposit.use-case.ts';
import { TrackDepositUseCase } from './track-deposit.use-case.ts';

/*
 * Every way a deposit can end in success reaches its result page with its transaction (a provider's
 * return, or the end of its form in the page), and each raises exactly one tracking event there: a
 * reload of the page raises none. The deposits paid away from the site (CoinsPaid's address, a Smart
 * Payments voucher) used to raise none, as nothing of them was kept for their result page to end.
 */

const OPTIONS: DepositStartOptions = {
  currency: 'EUR',
  isMobile: false,
  returnPage: null,
  verificationCode: null,
  card: null,
};

let deposits: FakeDepositPorts;
let pending: InMemoryPendingDepositStore;
let clock: ControllableClock;
let inPageForm: FakeInPagePaymentForm;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  deposits.depositCount = ok(1);
  pending = new InMemoryPendingDepositStore();
  clock = new ControllableClock();
  inPageForm = new FakeInPagePaymentForm();
});

/** Starts the deposit as the tab does (letting the 500 ms before a window pass). */
async function start(
  order: Partial<DepositOrder>,
  options: Partial<DepositStartOptions> = {},
  forms = new FakePaymentForms(),
): Promise<StartProviderDepositOutcome> {
  const useCase = new StartProviderDepositUseCase(
    { redirects: deposits, sms: deposits, tokens: deposits, offsite: deposits, forms },
    pending,
    clock,
    new FakeErrorCatalogue(FAKE_ERROR_TABLE),
  );
  const outcome = useCase.execute(
    { provider: 'skrill', amount: 2500, choice: null, depositCode: null, ...order },
    { ...OPTIONS, ...options },
    () => undefined,
  );
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  clock.advance(500);
  return outcome;
}

/** The transaction of a started deposit, as its result page names it. */
function transactionOf(outcome: StartProviderDepositOutcome): string {
  switch (outcome.kind) {
    case 'address':
      return outcome.address.paymentTransactionId;
    case 'voucher':
      return outcome.voucher.paymentTransactionId;
    case 'pending':
    case 'in-page':
      return outcome.deposit.paymentTransactionId;
    default:
      throw new Error(`not started: ${outcome.kind}`);
  }
}

/** The events of the result page at `pathAndQuery` (relative to the language), shown twice: a reload. */
async function successPageTwice(pathAndQuery: string): Promise<readonly (readonly DomainEvent[])[]> {
  const returned = new DepositReturnUseCase(
    new DepositResultUseCase(deposits, new FakeErrorCatalogue()),
    new TrackDepositUseCase(deposits),
    pending,
  );
  const [pathname = '', query = ''] = `/lv${pathAndQuery}`.split('?');
  const input = { pathname, search: `?${query}`, kycVerified: 'VERIFIED' } as const;
  const first = await returned.execute(input);
  const reload = await returned.execute(input);
  return [first.events, reload.events];
}

/** A provider's return to the success page with its transaction. */
const providerReturn = (paymentTransactionId: string): string =>
  `/deposit/success-ext?paymentTransactionId=${paymentTransactionId}&status=COMPLETED_SUCCESS`;

const FIRST = (amount: number): DomainEvent => ({ kind: 'FIRST_DEPOSIT', amount, currency: 'EUR' });

describe('the tracking event of every provider’s path to success', () => {
  it('a redirect to the provider’s page (Skrill) raises one, on its return', async () => {
    const id = transactionOf(await start({ provider: 'skrill' }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('a bank chosen for a banklink raises one, on its return', async () => {
    const id = transactionOf(await start({ provider: 'banklink', choice: 'SWEDBANK' }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('A1, after its SMS code, raises one, on its return', async () => {
    await start({ provider: 'a1' });
    const id = transactionOf(await start({ provider: 'a1' }, { verificationCode: '123456' }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('a stored card through Trust Payments’ payment page raises one, on its return', async () => {
    const card = deposits.storedCards.ok ? deposits.storedCards.value[0] : undefined;
    if (card === undefined) throw new Error('the fake has a stored card');
    const id = transactionOf(await start({ provider: 'trustPayment' }, { card: { kind: 'stored', card } }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('a provider’s form in the page (EPG) raises one, when the form completes', async () => {
    const id = transactionOf(
      await start({ provider: 'epg' }, {}, new FakePaymentForms({ inPage: inPageForm })),
    );
    expect(await successPageTwice(paymentFormResultPath({ kind: 'completed' }, id))).toEqual([
      [FIRST(2500)],
      [],
    ]);
  });

  it('a CoinsPaid address raises one, when its success page is reached', async () => {
    const id = transactionOf(await start({ provider: 'coinspaid', choice: 'BTC' }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('a Smart Payments voucher raises one, when its success page is reached', async () => {
    const id = transactionOf(await start({ provider: 'smartPayments' }));
    expect(await successPageTwice(providerReturn(id))).toEqual([[FIRST(2500)], []]);
  });

  it('a later deposit paid away from the site raises REPEAT_DEPOSIT', async () => {
    deposits.depositCount = ok(3);
    const id = transactionOf(await start({ provider: 'smartPayments', amount: 4000 }));
    expect((await successPageTwice(providerReturn(id)))[0]).toEqual([
      { kind: 'REPEAT_DEPOSIT', amount: 4000, currency: 'EUR' },
    ]);
  });
});
