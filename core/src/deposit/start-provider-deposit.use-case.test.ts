import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredCard } from './deposit-payment.ts';
import { fail, ok } from '../shared/result.ts';
import { FAKE_ERROR_TABLE, FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { ControllableClock } from '../testing/controllable-clock.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakePaymentForms } from '../testing/payment-form.fake.ts';
import { InMemoryPendingDepositStore } from '../testing/pending-deposit.fake.ts';
import type { DepositOrder } from './deposit-form.rule.ts';
import { DEPOSIT_PROVIDERS } from './deposit-providers.rule.ts';
import type { CardChoice, DepositStartOptions } from './deposit-strategy.ts';
import {
  StartProviderDepositUseCase,
  type StartProviderDepositOutcome,
} from './start-provider-deposit.use-case.ts';

const anOrder = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  provider: 'skrill',
  amount: 2000,
  choice: null,
  depositCode: 'RELOAD50',
  ...overrides,
});

const startOptions = (overrides: Partial<DepositStartOptions> = {}): DepositStartOptions => ({
  currency: 'EUR',
  isMobile: false,
  returnPage: null,
  verificationCode: null,
  card: null,
  ...overrides,
});

const aStoredCard = (overrides: Partial<StoredCard> = {}): StoredCard => ({
  customerCreditCardId: '3310',
  maskedCardNumber: '4111 11** **** 1111',
  cardBrand: 'VISA',
  expiryMonth: 9,
  expiryYear: 2028,
  cardToken: 'tp-card-3310',
  ...overrides,
});

const stored = (card: StoredCard = aStoredCard()): CardChoice => ({ kind: 'stored', card });

/** Lets the awaited port answers settle. */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

let deposits: FakeDepositPorts;
let forms: FakePaymentForms;
let pending: InMemoryPendingDepositStore;
let clock: ControllableClock;
let errors: FakeErrorCatalogue;
let startDeposit: StartProviderDepositUseCase;
let opened: string[];
const open = (url: string): void => {
  opened.push(url);
};

/** Starts the deposit and lets the 500 ms before the window pass. */
const start = async (
  order: Partial<DepositOrder> = {},
  options: Partial<DepositStartOptions> = {},
): Promise<StartProviderDepositOutcome> => {
  const outcome = startDeposit.execute(anOrder(order), startOptions(options), open);
  await settle();
  clock.advance(500);
  return outcome;
};

beforeEach(() => {
  deposits = new FakeDepositPorts();
  forms = new FakePaymentForms();
  pending = new InMemoryPendingDepositStore();
  clock = new ControllableClock();
  errors = new FakeErrorCatalogue([
    ...FAKE_ERROR_TABLE,
    { code: 82, name: 'SMS_INVALID_CODE', messageKey: 'errors.api.82', clientAction: 'show-message' },
  ]);
  startDeposit = new StartProviderDepositUseCase(
    { redirects: deposits, sms: deposits, tokens: deposits, offsite: deposits, forms },
    pending,
    clock,
    errors,
  );
  opened = [];
});

describe('StartProviderDepositUseCase: a redirect', () => {
  it('does not open the payment window before 500 ms', async () => {
    void startDeposit.execute(anOrder(), startOptions(), open);
    await settle();
    clock.advance(499);
    expect(opened).toEqual([]);
  });

  it('opens the payment window at the redirect 500 ms after the call', async () => {
    await start();
    expect(opened).toEqual(['https://pay.test/session-2']);
  });

  it('is PENDING with the deposit it started', async () => {
    expect(await start()).toEqual({
      kind: 'pending',
      deposit: {
        paymentTransactionId: '884513',
        provider: 'skrill',
        amount: 2000,
        currency: 'EUR',
        redirectUrl: 'https://pay.test/session-2',
        startedAt: clock.now() - 500,
      },
    });
  });

  it('keeps the pending deposit before the window opens', async () => {
    void startDeposit.execute(anOrder(), startOptions(), open);
    await settle();
    expect(pending.deposit).toMatchObject({ paymentTransactionId: '884513', provider: 'skrill' });
  });

  it('describes a refused call through the error catalogue', async () => {
    deposits.providerInitResult = fail(createApiFailure(41));
    expect(await start()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('names the deposit limit a refusal with code 40 exceeded', async () => {
    deposits.providerInitResult = fail({
      ...createApiFailure(40),
      responsibleGamingType: 'DEPOSIT',
      responsibleGamingPeriod: 'WEEKLY',
    });
    expect(await start()).toMatchObject({
      kind: 'failed',
      error: { messageKey: 'notifications.rg.deposit.weekly' },
    });
  });

  it('opens no window and keeps nothing pending when the call fails', async () => {
    deposits.providerInitResult = fail(createApiFailure(41));
    await start();
    expect([opened, pending.deposit]).toEqual([[], null]);
  });

  it('describes a call without an answer as the general error', async () => {
    deposits.providerInitResult = fail(createTransportFailure());
    expect(await start()).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});

describe('StartProviderDepositUseCase: the generic call', () => {
  it('starts a provider without a call of its own with the generic call', async () => {
    await start({}, { isMobile: true });
    expect(deposits.calls).toEqual([
      {
        call: 'initProviderDeposit',
        request: {
          provider: 'skrill',
          amount: 2000,
          depositCode: 'RELOAD50',
          paymentMethod: null,
          cryptoCurrency: null,
          isMobile: true,
        },
      },
    ]);
  });

  it('sends the chosen method', async () => {
    await start({ provider: 'paymentiq', choice: 'creditcard' });
    expect(deposits.calls).toMatchObject([
      { call: 'initProviderDeposit', request: { provider: 'paymentiq', paymentMethod: 'creditcard' } },
    ]);
  });

  it('sends the Epay method of the choice', async () => {
    await start({ provider: 'epay', choice: 'easy-pay' });
    expect(deposits.calls).toMatchObject([
      { call: 'initProviderDeposit', request: { provider: 'epay', paymentMethod: 'EasyPay' } },
    ]);
  });

  it('sends the CoinPayments coin as the crypto currency, without a method', async () => {
    await start({ provider: 'coinpayments', choice: 'BTC' });
    expect(deposits.calls).toMatchObject([
      {
        call: 'initProviderDeposit',
        request: { provider: 'coinpayments', paymentMethod: null, cryptoCurrency: 'BTC' },
      },
    ]);
  });

  it.each(['bankTransfer', 'cashTerminal'])('starts %s with the POST form of the call', async (provider) => {
    await start({ provider });
    expect(deposits.calls).toEqual([
      {
        call: 'initProviderDepositWithPost',
        request: {
          provider,
          amount: 2000,
          depositCode: 'RELOAD50',
          paymentMethod: null,
          cryptoCurrency: null,
          isMobile: false,
        },
      },
    ]);
  });

  it('refuses an unknown provider without a call', async () => {
    expect([await start({ provider: 'paypal' }), deposits.calls]).toMatchObject([
      { kind: 'failed', error: { code: -1 } },
      [],
    ]);
  });

  it('refuses a provider named like an object’s property (toString) without a call', async () => {
    expect([await start({ provider: 'toString' }), deposits.calls]).toMatchObject([
      { kind: 'failed', error: { code: -1 } },
      [],
    ]);
  });

  it.each(DEPOSIT_PROVIDERS.map((provider) => provider.id))('starts %s with a call', async (provider) => {
    await start({ provider, choice: 'BTC' });
    expect(deposits.calls).not.toEqual([]);
  });
});

describe('StartProviderDepositUseCase: the deposit init call', () => {
  it('starts a Safecharge method with the deposit init call', async () => {
    await start({ provider: 'safecharge', choice: 'cc_card' });
    expect(deposits.calls).toEqual([
      {
        call: 'initDeposit',
        request: {
          paymentProvider: 'safecharge',
          amount: 2000,
          paymentMethod: 'cc_card',
          depositCode: 'RELOAD50',
          cryptoCurrency: null,
        },
      },
    ]);
  });

  it('starts a Noda deposit with the chosen bank as its method', async () => {
    await start({ provider: 'nodaBanks', choice: 'swedbank-lv' });
    expect(deposits.calls).toMatchObject([
      { call: 'initDeposit', request: { paymentProvider: 'nodaBanks', paymentMethod: 'swedbank-lv' } },
    ]);
  });

  it('starts a Blu Or deposit without a method', async () => {
    await start({ provider: 'bluOr' });
    expect(deposits.calls).toMatchObject([
      { call: 'initDeposit', request: { paymentProvider: 'bluOr', paymentMethod: null } },
    ]);
  });

  it('opens the window of the deposit init call', async () => {
    await start({ provider: 'bluOr' });
    expect(opened).toEqual(['https://pay.test/session-1']);
  });
});

describe('StartProviderDepositUseCase: providers with a call of their own', () => {
  it('starts banklink with the chosen bank and the return page', async () => {
    await start({ provider: 'banklink', choice: 'SEB' }, { returnPage: '/lv/deposit/success' });
    expect(deposits.calls).toEqual([
      {
        call: 'initBanklinkDeposit',
        request: {
          amount: 2000,
          depositCode: 'RELOAD50',
          paymentMethod: 'SEB',
          returnPage: '/lv/deposit/success',
        },
      },
    ]);
  });

  it('refuses banklink without a bank, without a call', async () => {
    expect([await start({ provider: 'banklink' }), deposits.calls]).toMatchObject([
      { kind: 'failed', error: { code: -1 } },
      [],
    ]);
  });

  it('starts MiFinity with the amount', async () => {
    await start({ provider: 'mifinity' });
    expect(deposits.calls).toEqual([{ call: 'initMifinityDeposit', amount: 2000 }]);
  });

  it('starts Interac with the amount and the code', async () => {
    await start({ provider: 'interac' });
    expect(deposits.calls).toEqual([
      { call: 'initInteracDeposit', request: { amount: 2000, depositCode: 'RELOAD50' } },
    ]);
  });

  it('starts Pay by Vivacom telling whether the device is mobile', async () => {
    await start({ provider: 'payByVivacom' }, { isMobile: true });
    expect(deposits.calls).toEqual([
      {
        call: 'initPayByVivacomDeposit',
        request: { amount: 2000, depositCode: 'RELOAD50', isMobile: true },
      },
    ]);
  });

  it('starts Transact Pro with the amount and the code', async () => {
    await start({ provider: 'transactPro' });
    expect(deposits.calls).toEqual([
      { call: 'initTransactProDeposit', request: { amount: 2000, depositCode: 'RELOAD50' } },
    ]);
  });

  it('starts Triplezero with the amount', async () => {
    await start({ provider: 'triplezero' });
    expect(deposits.calls).toEqual([{ call: 'initTriplezeroDeposit', amount: 2000 }]);
  });

  it('starts Neopay with its own call, not the generic one', async () => {
    await start({ provider: 'neopay' });
    expect(deposits.calls).toEqual([
      { call: 'initNeopayDeposit', request: { amount: 2000, depositCode: 'RELOAD50' } },
    ]);
  });

  it('opens the window of a provider’s own call, PENDING with its transaction', async () => {
    deposits.mifinityResult = ok({ redirectUrl: 'https://mifinity.test/pay', paymentTransactionId: '9001' });
    expect([await start({ provider: 'mifinity' }), opened]).toMatchObject([
      { kind: 'pending', deposit: { paymentTransactionId: '9001', provider: 'mifinity' } },
      ['https://mifinity.test/pay'],
    ]);
  });
});

describe('StartProviderDepositUseCase: A1', () => {
  it('sends the SMS code first', async () => {
    await start({ provider: 'a1' });
    expect(deposits.calls).toEqual([{ call: 'sendA1Code', amount: 2000 }]);
  });

  it('answers the SMS challenge, opening nothing and keeping nothing pending', async () => {
    expect([await start({ provider: 'a1' }), opened, pending.deposit]).toEqual([
      {
        kind: 'code-sent',
        challenge: { maskedPhoneNumber: '+371 2*** **45', codeLength: 6, expiresInSeconds: 300 },
      },
      [],
      null,
    ]);
  });

  it('fails when the SMS code cannot be sent', async () => {
    deposits.a1Challenge = fail(createApiFailure(58));
    expect(await start({ provider: 'a1' })).toMatchObject({ kind: 'failed', error: { code: 58 } });
  });

  it('starts the deposit with the code typed', async () => {
    await start({ provider: 'a1' }, { verificationCode: '482913' });
    expect(deposits.calls).toEqual([
      {
        call: 'initA1Deposit',
        request: { amount: 2000, depositCode: 'RELOAD50', verificationCode: '482913' },
      },
    ]);
  });

  it('gives a wrong or expired code (82) to the code field', async () => {
    deposits.a1Result = fail(createApiFailure(82));
    expect(await start({ provider: 'a1' }, { verificationCode: '482913' })).toMatchObject({
      kind: 'failed',
      error: { code: 82 },
      field: 'verificationCode',
    });
  });

  it('gives any other refusal of the code step to the form', async () => {
    deposits.a1Result = fail(createApiFailure(41));
    expect(await start({ provider: 'a1' }, { verificationCode: '482913' })).toMatchObject({ field: null });
  });

  it('opens the window after the code', async () => {
    expect(await start({ provider: 'a1' }, { verificationCode: '482913' })).toMatchObject({
      kind: 'pending',
      deposit: { provider: 'a1', paymentTransactionId: '884520' },
    });
  });
});

describe('StartProviderDepositUseCase: CoinsPaid', () => {
  it('asks for the address of the chosen coin', async () => {
    await start({ provider: 'coinspaid', choice: 'BTC' });
    expect(deposits.calls).toEqual([
      {
        call: 'initCoinspaidDeposit',
        request: { amount: 2000, depositCode: 'RELOAD50', cryptoCurrency: 'BTC' },
      },
    ]);
  });

  it('answers the address, opening nothing', async () => {
    expect([await start({ provider: 'coinspaid', choice: 'BTC' }), opened]).toMatchObject([
      {
        kind: 'address',
        address: {
          paymentTransactionId: '884515',
          cryptoCurrency: 'BTC',
          address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          tag: null,
        },
      },
      [],
    ]);
  });

  it('keeps the deposit PENDING until its result page, with no window to reopen', async () => {
    const outcome = await start({ provider: 'coinspaid', choice: 'BTC', amount: 1600 });
    expect([pending.deposit, outcome]).toEqual([
      {
        paymentTransactionId: '884515',
        provider: 'coinspaid',
        amount: 1600,
        currency: 'EUR',
        redirectUrl: null,
        startedAt: clock.now() - 500,
      },
      expect.objectContaining({ deposit: pending.deposit }),
    ]);
  });

  it('refuses a deposit without a coin, without a call', async () => {
    expect([await start({ provider: 'coinspaid' }), deposits.calls]).toMatchObject([
      { kind: 'failed', error: { code: -1 } },
      [],
    ]);
  });

  it('fails when the address cannot be had', async () => {
    deposits.coinspaidResult = fail(createApiFailure(41));
    expect(await start({ provider: 'coinspaid', choice: 'BTC' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});

describe('StartProviderDepositUseCase: Smart Payments', () => {
  it('creates a voucher for the amount', async () => {
    await start({ provider: 'smartPayments' });
    expect(deposits.calls).toEqual([{ call: 'createSmartPaymentsVoucher', amount: 2000 }]);
  });

  it('answers the voucher, opening nothing', async () => {
    expect([await start({ provider: 'smartPayments' }), opened]).toMatchObject([
      {
        kind: 'voucher',
        voucher: {
          paymentTransactionId: '884518',
          voucherCode: 'SP-4821-7730-1195',
          amount: 2000,
          currency: 'EUR',
          expiresAt: '2026-11-28T23:59:59Z',
        },
      },
      [],
    ]);
  });

  it('keeps the deposit PENDING until its result page, with no window to reopen', async () => {
    const outcome = await start({ provider: 'smartPayments' });
    expect([pending.deposit, outcome]).toEqual([
      {
        paymentTransactionId: '884518',
        provider: 'smartPayments',
        amount: 2000,
        currency: 'EUR',
        redirectUrl: null,
        startedAt: clock.now() - 500,
      },
      expect.objectContaining({ deposit: pending.deposit }),
    ]);
  });

  it('fails when the voucher cannot be created', async () => {
    deposits.voucher = fail(createApiFailure(41));
    expect(await start({ provider: 'smartPayments' })).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });
});

describe('StartProviderDepositUseCase: payment forms', () => {
  it('opens a Safecharge full-cashier order when no method is chosen', async () => {
    await start({ provider: 'safecharge' });
    expect(deposits.calls).toEqual([
      { call: 'openSafechargeOrder', request: { amount: 2000, depositCode: 'RELOAD50' } },
    ]);
  });

  it('completes the Safecharge order in its payment form with the session token', async () => {
    await start({ provider: 'safecharge' });
    expect(forms.requests).toEqual([
      {
        provider: 'safecharge',
        paymentTransactionId: '884514',
        credential: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
      },
    ]);
  });

  it('opens the payment form’s window, PENDING with the order’s transaction', async () => {
    expect([await start({ provider: 'safecharge' }), opened]).toMatchObject([
      {
        kind: 'pending',
        deposit: {
          paymentTransactionId: '884514',
          redirectUrl: 'https://forms.test/safecharge/884514?credential=1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
        },
      },
      ['https://forms.test/safecharge/884514?credential=1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912'],
    ]);
  });

  it('fails when the Safecharge order cannot be opened', async () => {
    deposits.safechargeOrder = fail(createApiFailure(41));
    expect([await start({ provider: 'safecharge' }), forms.requests]).toMatchObject([
      { kind: 'failed', error: { code: 41 } },
      [],
    ]);
  });

  it('asks for the EPG card form’s token', async () => {
    await start({ provider: 'epg' });
    expect(deposits.calls).toEqual([{ call: 'getEpgDepositToken', request: { type: 'card', amount: 2000 } }]);
  });

  it('opens the EPG form with its token', async () => {
    await start({ provider: 'epg' });
    expect(forms.requests).toEqual([
      { provider: 'epg', paymentTransactionId: '884517', credential: 'epg-token' },
    ]);
  });

  it('fails when the EPG token cannot be had', async () => {
    deposits.epgToken = fail(createApiFailure(41));
    expect(await start({ provider: 'epg' })).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('refuses a token without a transaction, opening nothing', async () => {
    deposits.epgToken = ok({ token: 'epg-token', paymentTransactionId: null });
    expect([await start({ provider: 'epg' }), opened, pending.deposit]).toMatchObject([
      { kind: 'failed', error: { code: -1 } },
      [],
      null,
    ]);
  });
});

describe('StartProviderDepositUseCase: iCard', () => {
  it('redirects a new card to iCard’s card page', async () => {
    await start({ provider: 'icard' }, { card: { kind: 'new' } });
    expect(deposits.calls).toEqual([
      {
        call: 'initIcardRedirectDeposit',
        request: { amount: 2000, depositCode: 'RELOAD50', provider: 'CARD' },
      },
    ]);
  });

  it('takes no card choice as a new card', async () => {
    await start({ provider: 'icard' });
    expect(deposits.calls).toMatchObject([{ call: 'initIcardRedirectDeposit' }]);
  });

  it('asks for the token of a stored card', async () => {
    await start({ provider: 'icard' }, { card: stored() });
    expect(deposits.calls).toEqual([
      {
        call: 'getIcardDepositToken',
        request: { amount: 2000, depositCode: 'RELOAD50', customerCreditCardId: '3310' },
      },
    ]);
  });

  it('opens iCard’s form with the stored card’s token', async () => {
    await start({ provider: 'icard' }, { card: stored() });
    expect(forms.requests).toEqual([
      { provider: 'icard', paymentTransactionId: '884516', credential: 'icard-token' },
    ]);
  });
});

describe('StartProviderDepositUseCase: Trust Payments', () => {
  it('initialises a new card deposit', async () => {
    await start({ provider: 'trustPayment' }, { card: { kind: 'new' } });
    expect(deposits.calls).toEqual([
      {
        call: 'initTrustPaymentDeposit',
        request: { amount: 2000, depositCode: 'RELOAD50', createNewCard: true },
      },
    ]);
  });

  it('opens the form of a new card with the init’s JWT', async () => {
    await start({ provider: 'trustPayment' });
    expect(forms.requests).toEqual([
      { provider: 'trustPayment', paymentTransactionId: '884513', credential: 'trust-payment-jwt' },
    ]);
  });

  it('initialises a stored card deposit, then asks for the card’s JWT', async () => {
    await start({ provider: 'trustPayment' }, { card: stored() });
    expect(deposits.calls).toEqual([
      {
        call: 'initTrustPaymentDeposit',
        request: { amount: 2000, depositCode: 'RELOAD50', createNewCard: false },
      },
      {
        call: 'getTrustPaymentJwt',
        request: {
          amount: 2000,
          depositCode: 'RELOAD50',
          cardToken: 'tp-card-3310',
          customerCreditCardId: '3310',
          paymentTransactionId: '884513',
        },
      },
    ]);
  });

  it('opens the form of a stored card with the card’s JWT', async () => {
    await start({ provider: 'trustPayment' }, { card: stored() });
    expect(forms.requests).toEqual([
      { provider: 'trustPayment', paymentTransactionId: '884513', credential: 'trust-payment-card-jwt' },
    ]);
  });

  it('refuses a stored card without a Trust Payments token, without a call', async () => {
    expect([
      await start({ provider: 'trustPayment' }, { card: stored(aStoredCard({ cardToken: null })) }),
      deposits.calls,
    ]).toMatchObject([{ kind: 'failed', error: { code: -1 } }, []]);
  });

  it('fails without asking for the JWT when the init fails', async () => {
    deposits.trustPaymentToken = fail(createApiFailure(41));
    expect([
      await start({ provider: 'trustPayment' }, { card: stored() }),
      deposits.calls.map((entry) => entry.call),
    ]).toMatchObject([{ kind: 'failed', error: { code: 41 } }, ['initTrustPaymentDeposit']]);
  });

  it('refuses a stored card deposit whose init opened no transaction', async () => {
    deposits.trustPaymentToken = ok({ token: 'trust-payment-jwt', paymentTransactionId: null });
    expect([
      await start({ provider: 'trustPayment' }, { card: stored() }),
      deposits.calls.map((entry) => entry.call),
    ]).toMatchObject([{ kind: 'failed', error: { code: -1 } }, ['initTrustPaymentDeposit']]);
  });

  it('fails when the stored card’s JWT cannot be had', async () => {
    deposits.trustPaymentJwt = fail(createApiFailure(41));
    expect(await start({ provider: 'trustPayment' }, { card: stored() })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
