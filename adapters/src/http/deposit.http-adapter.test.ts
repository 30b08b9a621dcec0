import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import {
  aCashierHistoryPageDto,
  aCryptoDepositAddressDto,
  aDepositOfferDto,
  aDepositProviderSettingsDto,
  aDepositRedirectDto,
  aDepositTokenDto,
  aNodaBankDto,
  aSafechargeOrderDto,
  aSmartPaymentsVoucherDto,
  aStoredCardDto,
  aTwoFactorChallengeDto,
} from '../testing/deposit-dto.builders.ts';
import { aCashierTransactionDto } from '../testing/history-dto.builders.ts';
import { CANCEL_COMMENT, DepositHttpAdapter } from './deposit.http-adapter.ts';

const PAYMENT = '/api/v1/customerfacing/payment';
const SETTINGS = `${PAYMENT}/deposit/provider/settings`;
const OFFERS = `${PAYMENT}/getDepositOffers`;
const INIT = '/api/v2/customerfacing/payment/deposit/init';
const CASHIER = '/api/v1/customerfacing/customers/history/cashier';
const failOf = (id: string) => `${PAYMENT}/transactions/${id}/failTransaction`;
/** 2026-11-24 00:30 in Riga (22:30 UTC the day before). */
const NOW = Date.parse('2026-11-23T22:30:00Z');

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new DepositHttpAdapter(fixture.client, () => NOW) };
};

const aDeposit = {
  paymentProvider: 'banklink',
  amount: 2000,
  paymentMethod: 'SWEDBANK',
  depositCode: null,
  cryptoCurrency: null,
} as const;

const aProviderDeposit = {
  provider: 'bankTransfer',
  amount: 2000,
  paymentMethod: null,
  depositCode: 'RELOAD50',
  cryptoCurrency: null,
  isMobile: false,
} as const;

describe('DepositHttpAdapter', () => {
  it('loads the provider settings with the bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', SETTINGS, 200, aDepositProviderSettingsDto());

    const result = await adapter.getProviderSettings();

    expect([result.ok, server.lastRequest(SETTINGS)?.headers.get('Authorization')]).toEqual([
      true,
      'Bearer access-1',
    ]);
  });

  it('loads the deposit offers', async () => {
    const { server, adapter } = setUp();
    server.json('GET', OFFERS, 200, [aDepositOfferDto()]);

    const result = await adapter.getDepositOffers();

    expect(result.ok && result.value.map((offer) => offer.depositCode)).toEqual(['RELOAD50']);
  });

  it('starts a deposit with the contract code of the provider and no empty fields', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INIT, 200, aDepositRedirectDto());

    await adapter.initDeposit(aDeposit);

    expect([server.lastJsonBody(INIT), server.lastRequest(INIT)?.url.search]).toEqual([
      { paymentProvider: 'BANKLINK', amount: 2000, paymentMethod: 'SWEDBANK' },
      '',
    ]);
  });

  it('sends the amount of a Blu Or deposit again as a query parameter', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INIT, 200, aDepositRedirectDto());

    await adapter.initDeposit({ ...aDeposit, paymentProvider: 'bluOr', paymentMethod: 'CreditCard' });

    expect(server.lastRequest(INIT)?.url.searchParams.get('amount')).toBe('2000');
  });

  it('answers where the payment window goes and the transaction', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INIT, 200, aDepositRedirectDto({ paymentTransactionId: 7 }));

    expect(await adapter.initDeposit(aDeposit)).toEqual({
      ok: true,
      value: { redirectUrl: 'http://localhost:4010/__sandbox/pay/884512', paymentTransactionId: '7' },
    });
  });

  it('fails a deposit over a responsible-gaming limit with 40', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INIT, 400, { errorCode: 40, errorMessage: 'Deposit limit reached' });

    expect(await adapter.initDeposit(aDeposit)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 40, httpStatus: 400 },
    });
  });

  it('refuses a provider that is not a deposit provider without a call', async () => {
    const { server, adapter } = setUp();

    const result = await adapter.initDeposit({ ...aDeposit, paymentProvider: 'paypal' });

    expect([result, server.requests.length]).toMatchObject([
      { ok: false, error: { kind: 'api', errorCode: -1 } },
      0,
    ]);
  });

  it('starts a generic deposit at the kebab-case path with the amounts as query parameters', async () => {
    const { server, adapter } = setUp();
    const path = `${PAYMENT}/deposit/bank-transfer`;
    server.json('GET', path, 200, aDepositRedirectDto());

    const result = await adapter.initProviderDeposit(aProviderDeposit);

    expect([result.ok, server.lastRequest(path)?.url.search]).toEqual([
      true,
      '?amount=2000&depositCode=RELOAD50&isMobile=false',
    ]);
  });

  it('marks the transaction of the id failed with the cancel comment', async () => {
    const { server, adapter } = setUp();
    server.on('POST', failOf('884512'), () => new Response(null, { status: 204 }));

    const result = await adapter.cancelTransaction('884512');

    expect([result, server.lastRequest(failOf('884512'))?.url.searchParams.get('comment')]).toEqual([
      { ok: true, value: undefined },
      CANCEL_COMMENT,
    ]);
  });

  it('fails the cancel of another player’s transaction with 404', async () => {
    const { server, adapter } = setUp();
    server.json('POST', failOf('9'), 404, { errorCode: -1, errorMessage: 'Payment transaction 9 not found' });

    expect(await adapter.cancelTransaction('9')).toMatchObject({
      ok: false,
      error: { errorCode: -1, httpStatus: 404 },
    });
  });

  it.each(['', '0', 'abc', '12.5', '-3'])('refuses the cancel of the id %j without a call', async (id) => {
    const { server, adapter } = setUp();

    const result = await adapter.cancelTransaction(id);

    expect([result.ok, server.requests.length]).toEqual([false, 0]);
  });

  it('counts the successful deposits of the last 365 Riga days', async () => {
    const { server, adapter } = setUp();
    server.json(
      'GET',
      CASHIER,
      200,
      aCashierHistoryPageDto([
        aCashierTransactionDto(),
        aCashierTransactionDto({ status: 'PENDING' }),
        aCashierTransactionDto({ type: 'WITHDRAW' }),
      ]),
    );

    const result = await adapter.successfulDepositCount();

    const query = server.lastRequest(CASHIER)?.url.searchParams;
    expect([result, query?.get('dateFrom'), query?.get('dateTo'), query?.get('pageSize')]).toEqual([
      { ok: true, value: 1 },
      '2025-11-24',
      '2026-11-24',
      '100',
    ]);
  });

  it('counts the deposits of every page', async () => {
    const { server, adapter } = setUp();
    server.on('GET', CASHIER, (request) => {
      const pageStart = Number(new URL(request.url).searchParams.get('pageStart'));
      return jsonResponse(
        200,
        aCashierHistoryPageDto([aCashierTransactionDto()], { totalElements: 101, pageStart }),
      );
    });

    const result = await adapter.successfulDepositCount();

    expect([result, server.requests.length]).toEqual([{ ok: true, value: 2 }, 2]);
  });

  it('fails the count when a page fails', async () => {
    const { server, adapter } = setUp();
    server.json('GET', CASHIER, 401, { errorCode: 3, errorMessage: 'Not logged in' });

    expect(await adapter.successfulDepositCount()).toMatchObject({
      ok: false,
      error: { errorCode: 3, httpStatus: 401 },
    });
  });

  describe('provider calls', () => {
    const DEPOSIT = `${PAYMENT}/deposit`;
    const amount = { amount: 2000, depositCode: null } as const;
    const withCode = { amount: 2000, depositCode: 'RELOAD50' } as const;

    type Adapter = ReturnType<typeof setUp>['adapter'];
    it.each<[string, 'GET' | 'POST', string, (adapter: Adapter) => Promise<unknown>, string]>([
      [
        'banklink',
        'POST',
        `${DEPOSIT}/banklink`,
        (adapter) =>
          adapter.initBanklinkDeposit({ ...withCode, paymentMethod: 'SWEDBANK', returnPage: null }),
        '?amount=2000&depositCode=RELOAD50&paymentMethod=SWEDBANK',
      ],
      [
        'banklink with a return page',
        'POST',
        `${DEPOSIT}/banklink`,
        (adapter) =>
          adapter.initBanklinkDeposit({ ...amount, paymentMethod: 'SEB', returnPage: 'https://x.lv/r' }),
        '?amount=2000&paymentMethod=SEB&returnPage=https%3A%2F%2Fx.lv%2Fr',
      ],
      [
        'MiFinity',
        'GET',
        `${DEPOSIT}/mifinity/ewallet`,
        (adapter) => adapter.initMifinityDeposit(2000),
        '?amount=2000',
      ],
      [
        'Interac',
        'GET',
        `${DEPOSIT}/interac/init`,
        (adapter) => adapter.initInteracDeposit(withCode),
        '?amount=2000&depositCode=RELOAD50',
      ],
      [
        'Pay by Vivacom',
        'POST',
        `${DEPOSIT}/paybyvivacom/init`,
        (adapter) => adapter.initPayByVivacomDeposit({ ...amount, isMobile: true }),
        '?amount=2000&isMobile=true',
      ],
      [
        'Transact Pro',
        'GET',
        `${DEPOSIT}/transact-pro/init`,
        (adapter) => adapter.initTransactProDeposit(amount),
        '?amount=2000',
      ],
      [
        'TripleZero',
        'GET',
        `${DEPOSIT}/triplezero/init`,
        (adapter) => adapter.initTriplezeroDeposit(2000),
        '?amount=2000',
      ],
      [
        'iCard redirect',
        'GET',
        `${DEPOSIT}/icard/redirect`,
        (adapter) => adapter.initIcardRedirectDeposit({ ...amount, provider: 'CARD' }),
        '?amount=2000&provider=CARD',
      ],
      [
        'Neopay',
        'GET',
        `${DEPOSIT}/neopay/clientSideRedirect`,
        (adapter) => adapter.initNeopayDeposit(withCode),
        '?amount=2000&depositCode=RELOAD50',
      ],
      [
        'the generic POST',
        'POST',
        `${DEPOSIT}/bank-transfer`,
        (adapter) => adapter.initProviderDepositWithPost(aProviderDeposit),
        '?amount=2000&depositCode=RELOAD50&isMobile=false',
      ],
      [
        'A1 with the SMS code',
        'GET',
        `${DEPOSIT}/a1/init`,
        (adapter) => adapter.initA1Deposit({ ...amount, verificationCode: '482913' }),
        '?amount=2000&verificationCode=482913',
      ],
    ])(
      'starts a %s deposit with its query and answers the redirect',
      async (_, method, path, start, search) => {
        const { server, adapter } = setUp();
        server.json(method, path, 200, aDepositRedirectDto({ paymentTransactionId: 7 }));

        const result = await start(adapter);

        expect([result, server.lastRequest(path)?.url.search]).toEqual([
          {
            ok: true,
            value: { redirectUrl: 'http://localhost:4010/__sandbox/pay/884512', paymentTransactionId: '7' },
          },
          search,
        ]);
      },
    );

    it('sends the A1 SMS code and answers where it went', async () => {
      const { server, adapter } = setUp();
      server.json('GET', `${DEPOSIT}/a1/2fa/init`, 200, aTwoFactorChallengeDto());

      expect(await adapter.sendA1Code(2000)).toEqual({
        ok: true,
        value: { maskedPhoneNumber: '+371 2*** **45', codeLength: 6, expiresInSeconds: 300 },
      });
    });

    it('fails an A1 deposit with a wrong SMS code with 82', async () => {
      const { server, adapter } = setUp();
      server.json('GET', `${DEPOSIT}/a1/init`, 400, { errorCode: 82, errorMessage: 'Invalid code' });

      expect(await adapter.initA1Deposit({ ...amount, verificationCode: '000000' })).toMatchObject({
        ok: false,
        error: { errorCode: 82, httpStatus: 400 },
      });
    });

    it('answers the CoinsPaid address of the coin', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/coinspaid/init`;
      server.json('GET', path, 200, aCryptoDepositAddressDto({ cryptoCurrency: 'XRP', tag: '482113' }));

      const result = await adapter.initCoinspaidDeposit({ ...amount, cryptoCurrency: 'XRP' });

      expect([result, server.lastRequest(path)?.url.search]).toEqual([
        {
          ok: true,
          value: {
            paymentTransactionId: '884515',
            cryptoCurrency: 'XRP',
            address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
            tag: '482113',
          },
        },
        '?amount=2000&cryptoCurrency=XRP',
      ]);
    });

    it('opens a Safecharge order with a POST', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/safecharge/openOrder`;
      server.json('POST', path, 200, aSafechargeOrderDto());

      const result = await adapter.openSafechargeOrder({ amount: 5000, depositCode: null });

      expect([result.ok && result.value.orderId, server.lastRequest(path)?.url.search]).toEqual([
        '392018114',
        '?amount=5000',
      ]);
    });

    it('starts a Trust Payments deposit and answers its JWT', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/trust-payment/init`;
      server.json('GET', path, 200, aDepositTokenDto());

      const result = await adapter.initTrustPaymentDeposit({ ...amount, createNewCard: false });

      expect([result.ok && result.value.paymentTransactionId, server.lastRequest(path)?.url.search]).toEqual([
        '884513',
        '?amount=2000&createNewCard=false',
      ]);
    });

    const aJwtRequest = {
      ...withCode,
      cardToken: 'tp-card-3310',
      customerCreditCardId: '3310',
      paymentTransactionId: '884513',
    } as const;

    it('asks the Trust Payments JWT of a stored card with the integer ids', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/trust-payment/get-jwt-deposit`;
      server.json('GET', path, 200, aDepositTokenDto());

      const result = await adapter.getTrustPaymentJwt(aJwtRequest);

      expect([result.ok, server.lastRequest(path)?.url.search]).toEqual([
        true,
        '?cardToken=tp-card-3310&customerCreditCardId=3310&amount=2000&depositCode=RELOAD50&paymentTransactionId=884513',
      ]);
    });

    it.each([{ customerCreditCardId: 'card-1' }, { paymentTransactionId: '' }])(
      'refuses a Trust Payments JWT with the id %j without a call',
      async (ids) => {
        const { server, adapter } = setUp();

        const result = await adapter.getTrustPaymentJwt({ ...aJwtRequest, ...ids });

        expect([result, server.requests.length]).toMatchObject([
          { ok: false, error: { kind: 'api', errorCode: -1 } },
          0,
        ]);
      },
    );

    it('lists the stored cards with their ids as text', async () => {
      const { server, adapter } = setUp();
      server.json('GET', `${PAYMENT}/icard/getStoredCardsForCustomer`, 200, [aStoredCardDto()]);

      expect(await adapter.getStoredCards()).toEqual({
        ok: true,
        value: [
          {
            customerCreditCardId: '3310',
            maskedCardNumber: '4111 11** **** 1111',
            cardBrand: 'VISA',
            expiryMonth: 9,
            expiryYear: 2028,
            cardToken: 'tp-card-3310',
          },
        ],
      });
    });

    it('asks the iCard token of a stored card', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/icard/token`;
      server.json('GET', path, 200, aDepositTokenDto({ token: 'icard-7f4be01d92c3' }));

      const result = await adapter.getIcardDepositToken({ ...amount, customerCreditCardId: '3311' });

      expect([result.ok && result.value.token, server.lastRequest(path)?.url.search]).toEqual([
        'icard-7f4be01d92c3',
        '?amount=2000&customerCreditCardId=3311',
      ]);
    });

    it('refuses the iCard token of a card id that is not an integer without a call', async () => {
      const { server, adapter } = setUp();

      const result = await adapter.getIcardDepositToken({ ...amount, customerCreditCardId: '33.1' });

      expect([result.ok, server.requests.length]).toEqual([false, 0]);
    });

    it('asks the EPG token of a payment type', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/epg/card/token`;
      server.json(
        'GET',
        path,
        200,
        aDepositTokenDto({ token: 'epg-0c6d2f9b81', paymentTransactionId: null }),
      );

      const result = await adapter.getEpgDepositToken({ type: 'card', amount: 5000 });

      expect([result, server.lastRequest(path)?.url.search]).toEqual([
        { ok: true, value: { token: 'epg-0c6d2f9b81', paymentTransactionId: null } },
        '?amount=5000',
      ]);
    });

    it('creates a Smart Payments voucher with a POST', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/smart-payments/createVoucher`;
      server.json('POST', path, 200, aSmartPaymentsVoucherDto());

      const result = await adapter.createSmartPaymentsVoucher(2000);

      expect([result.ok && result.value.voucherCode, server.lastRequest(path)?.url.search]).toEqual([
        'SP-4821-7730-1195',
        '?amount=2000',
      ]);
    });

    it('lists the Noda banks of a country', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/noda/getTopProviders`;
      server.json('GET', path, 200, [aNodaBankDto()]);

      const result = await adapter.getNodaTopProviders('LV');

      expect([
        result.ok && result.value.map((bank) => bank.id),
        server.lastRequest(path)?.url.search,
      ]).toEqual([['swedbank-lv'], '?country=LV']);
    });

    it('cancels a Blu Or deposit', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/bluOr/cancel`;
      server.on('POST', path, () => new Response(null, { status: 204 }));

      const result = await adapter.cancelBluOrDeposit('884512');

      expect([result, server.lastRequest(path)?.url.search]).toEqual([
        { ok: true, value: undefined },
        '?paymentTransactionId=884512',
      ]);
    });

    it('cancels a Neopay deposit with the token of its return URL in the body', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/neopay/cancel`;
      server.on('POST', path, () => new Response(null, { status: 204 }));

      const result = await adapter.cancelNeopayDeposit({
        paymentTransactionId: '884512',
        token: 'np-3f9a0c1e',
      });

      expect([result, server.lastRequest(path)?.url.search, server.lastJsonBody(path)]).toEqual([
        { ok: true, value: undefined },
        '?paymentTransactionId=884512',
        { token: 'np-3f9a0c1e' },
      ]);
    });

    it('cancels a Neopay deposit without a token', async () => {
      const { server, adapter } = setUp();
      const path = `${DEPOSIT}/neopay/cancel`;
      server.on('POST', path, () => new Response(null, { status: 204 }));

      await adapter.cancelNeopayDeposit({ paymentTransactionId: '884512', token: null });

      expect([server.lastRequest(path)?.url.search, server.lastRequest(path)?.body]).toEqual([
        '?paymentTransactionId=884512',
        '',
      ]);
    });

    it.each<[string, (adapter: Adapter) => Promise<unknown>]>([
      ['Blu Or', (adapter) => adapter.cancelBluOrDeposit('x1')],
      ['Neopay', (adapter) => adapter.cancelNeopayDeposit({ paymentTransactionId: '0', token: null })],
    ])('refuses the %s cancel of an id that is not an integer without a call', async (_, cancel) => {
      const { server, adapter } = setUp();

      const result = await cancel(adapter);

      expect([result, server.requests.length]).toMatchObject([{ ok: false, error: { errorCode: -1 } }, 0]);
    });
  });
});
