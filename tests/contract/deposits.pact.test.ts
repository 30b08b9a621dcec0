import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CANCEL_COMMENT, DepositHttpAdapter } from '@lv-casino/adapters/http/deposit.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const PAYMENT = '/api/v1/customerfacing/payment';
const SETTINGS = `${PAYMENT}/deposit/provider/settings`;
const OFFERS = `${PAYMENT}/getDepositOffers`;
const INIT = '/api/v2/customerfacing/payment/deposit/init';
const CASHIER = '/api/v1/customerfacing/customers/history/cashier';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
const NEW_PLAYER = 'a KYC-verified player who has never deposited is logged in';
const USERNAME = { username: 'pact.deposit' };
/** 24/11/2026 12:00 in Riga: the consumer's clock, so the cashier range is fixed. */
const NOW = Date.parse('2026-11-24T10:00:00Z');
/** An ISO 8601 date-time with an offset (the sandbox writes UTC with milliseconds). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;

const adapterFor = (baseUrl: string, signedIn = true) =>
  new DepositHttpAdapter(pactClient(baseUrl, { signedIn }), () => NOW);

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

/**
 * A web address (the contract's `format: uri`): the page the web opens, wherever the provider has it.
 * tests/contract/contract-mock.ts accepts this regex for `format: uri` and no other.
 */
const WEB_ADDRESS = String.raw`^https?://\S+$`;
/** The contract's example of a deposit's payment page (initDeposit). */
const PAYMENT_PAGE = 'https://pay.bluor.eu/checkout/7d1e4b20';

/** A DepositRedirect: the PENDING deposit and the payment page the web opens. */
const depositRedirect = (paymentTransactionId: number) => ({
  paymentTransactionId: integer(paymentTransactionId),
  redirectUrl: regex(WEB_ADDRESS, PAYMENT_PAGE),
  sessionId: string('7d1e4b20'),
  status: 'PENDING',
});

const aBanklinkDeposit = {
  paymentProvider: 'banklink',
  amount: 2000,
  paymentMethod: 'SWEDBANK',
  depositCode: null,
  cryptoCurrency: null,
} as const;

/** The flags of the sandbox's settings: every provider but Interac and Pay by Vivacom is enabled. */
const FLAGS = [
  'safecharge',
  'skrill',
  'paramount',
  'neopay',
  'epg',
  'epay',
  'banklink',
  'paymentiq',
  'swypes',
  'neosurf',
  'mifinity',
  'interac',
  'coinspaid',
  'coinpayments',
  'a1',
  'muchbetter',
  'icard',
  'trustPayment',
  'transactPro',
  'triplezero',
  'smartPayments',
  'noda',
  'bluOr',
  'paybyvivacom',
  'bankTransfer',
  'cashTerminal',
  'fastpay',
].map((id) => [`${id}Enabled`, id !== 'interac' && id !== 'paybyvivacom'] as const);

describe('getDepositProviderSettings (GET payment/deposit/provider/settings, private)', () => {
  it('answers every provider flag, the method lists and the providers’ logos', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a request for the deposit provider settings')
      .withRequest('GET', SETTINGS, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          ...Object.fromEntries(FLAGS.map(([flag, enabled]) => [flag, boolean(enabled)])),
          supportedCoins: eachLike('BTC'),
          coinspaidEnabledCryptoCurrencies: eachLike('BTC'),
          paymentiqEnabledMethods: eachLike('CreditcardDeposit'),
          safechargeEnabledMethods: eachLike('cc_card'),
          // An address of any shape (format uri-reference: absolute, or relative to the site).
          providerLogos: {
            SAFECHARGE: string('https://cdn.lv-casino.lv/payments/safecharge.svg'),
            BANKLINK: string('https://cdn.lv-casino.lv/payments/banklink.svg'),
            NODA: string('https://cdn.lv-casino.lv/payments/noda.svg'),
          },
        }),
      )
      .executeTest((server) => adapterFor(server.url).getProviderSettings());

    expect(result).toMatchObject({
      ok: true,
      value: {
        banklinkEnabled: true,
        interacEnabled: false,
        supportedCoins: ['BTC'],
        logos: {
          safecharge: 'https://cdn.lv-casino.lv/payments/safecharge.svg',
          banklink: 'https://cdn.lv-casino.lv/payments/banklink.svg',
          nodaBanks: 'https://cdn.lv-casino.lv/payments/noda.svg',
        },
      },
    });
  });

  it('fails with 401 errorCode 3 without a token', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the deposit provider settings without a token')
      .withRequest('GET', SETTINGS, (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(3, 'Unauthorized')),
      )
      .executeTest((server) => adapterFor(server.url, false).getProviderSettings());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 3, httpStatus: 401 } });
  });
});

describe('getDepositOffers (GET payment/getDepositOffers, private)', () => {
  it('answers the offers a deposit can claim', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a request for the deposit offers')
      .withRequest('GET', OFFERS, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            depositCode: string('WELCOME100'),
            name: string('100% sveiciena bonuss'),
            description: string('Pirmajai iemaksai 100% bonuss līdz 200 €.'),
            bonusPercentage: integer(100),
            maxBonusAmount: integer(20000),
            minDepositAmount: integer(1000),
            currency: string('EUR'),
            product: regex('^(CASINO|LIVE_CASINO)$', 'CASINO'),
          }),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getDepositOffers());

    expect(result).toEqual({
      ok: true,
      value: [
        {
          depositCode: 'WELCOME100',
          name: '100% sveiciena bonuss',
          description: 'Pirmajai iemaksai 100% bonuss līdz 200 €.',
          bonusPercentage: 100,
          maxBonusAmount: 20000,
          minDepositAmount: 1000,
          currency: 'EUR',
          product: 'CASINO',
        },
      ],
    });
  });
});

describe('initDeposit (POST api/v2/customerfacing/payment/deposit/init, private)', () => {
  it('answers the PENDING deposit and its payment page', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a banklink deposit of 20.00 EUR by Swedbank')
      .withRequest('POST', INIT, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ paymentProvider: 'BANKLINK', amount: 2000, paymentMethod: 'SWEDBANK' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) => adapterFor(server.url).initDeposit(aBanklinkDeposit));

    expect(result).toEqual({
      ok: true,
      value: { redirectUrl: PAYMENT_PAGE, paymentTransactionId: '884501' },
    });
  });

  it('sends the amount of a Blu Or deposit again as a query parameter', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Blu Or deposit of 50.00 EUR with the amount in the query')
      .withRequest('POST', INIT, (request) =>
        request
          .query({ amount: '5000' })
          .headers(PRIVATE_JSON)
          .jsonBody({ paymentProvider: 'BLU_OR', amount: 5000, paymentMethod: 'CreditCard' }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initDeposit({
          ...aBanklinkDeposit,
          paymentProvider: 'bluOr',
          amount: 5000,
          paymentMethod: 'CreditCard',
        }),
      );

    expect(result).toMatchObject({ ok: true, value: { paymentTransactionId: '884501' } });
  });

  it('fails with errorCode -1 for a provider the label has not enabled', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a deposit with Interac, which the label has not enabled')
      .withRequest('POST', INIT, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ paymentProvider: 'INTERAC', amount: 2000 }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Deposit provider INTERAC is not enabled')),
      )
      .executeTest((server) =>
        adapterFor(server.url).initDeposit({
          ...aBanklinkDeposit,
          paymentProvider: 'interac',
          paymentMethod: null,
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 400 } });
  });

  it('fails with errorCode -1 for a first-deposit offer below its minimum', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a deposit of 5.00 EUR claiming WELCOME100, whose minimum is 10.00 EUR')
      .withRequest('POST', INIT, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({
          paymentProvider: 'BANKLINK',
          amount: 500,
          paymentMethod: 'SWEDBANK',
          depositCode: 'WELCOME100',
        }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(-1, 'Deposit offer WELCOME100 needs a deposit of at least 1000')),
      )
      .executeTest((server) =>
        adapterFor(server.url).initDeposit({ ...aBanklinkDeposit, amount: 500, depositCode: 'WELCOME100' }),
      );

    expect(result).toMatchObject({ ok: false, error: { errorCode: -1, httpStatus: 400 } });
  });

  it('fails with errorCode 40 for a deposit over the deposit limit', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has a monthly deposit limit with nothing deposited', { ...USERNAME, limit: 10000 })
      .uponReceiving('a deposit of 150.00 EUR over a monthly deposit limit of 100.00 EUR')
      .withRequest('POST', INIT, (request) =>
        request
          .headers(PRIVATE_JSON)
          .jsonBody({ paymentProvider: 'BANKLINK', amount: 15000, paymentMethod: 'SWEDBANK' }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(40, 'Responsible-gaming limit exceeded: DEPOSIT MONTHLY is 10000, 0 used')),
      )
      .executeTest((server) => adapterFor(server.url).initDeposit({ ...aBanklinkDeposit, amount: 15000 }));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 40, httpStatus: 400 } });
  });
});

describe('initProviderDepositWithGet (GET payment/deposit/{provider}, private)', () => {
  it('answers the PENDING deposit of a provider without a call of its own', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a generic bank-transfer deposit of 20.00 EUR claiming RELOAD50')
      .withRequest('GET', `${PAYMENT}/deposit/bank-transfer`, (request) =>
        request.query({ amount: '2000', depositCode: 'RELOAD50', isMobile: 'false' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initProviderDeposit({
          provider: 'bankTransfer',
          amount: 2000,
          paymentMethod: null,
          depositCode: 'RELOAD50',
          cryptoCurrency: null,
          isMobile: false,
        }),
      );

    expect(result).toMatchObject({ ok: true, value: { paymentTransactionId: '884501' } });
  });
});

describe('failPaymentTransaction (POST payment/transactions/{id}/failTransaction, private)', () => {
  it('marks an open deposit failed', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has an open banklink deposit', { ...USERNAME, amount: 2000 })
      .uponReceiving('a cancel of an open deposit from the cancel result page')
      .withRequest(
        'POST',
        fromProviderState(
          `${PAYMENT}/transactions/\${paymentTransactionId}/failTransaction`,
          `${PAYMENT}/transactions/884501/failTransaction`,
        ),
        (request) => request.query({ comment: CANCEL_COMMENT }).headers(PRIVATE),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).cancelTransaction('884501'));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with 404 errorCode -1 for a transaction that is not the player’s', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a cancel of a transaction the player does not have')
      .withRequest('POST', `${PAYMENT}/transactions/999999/failTransaction`, (request) =>
        request.query({ comment: CANCEL_COMMENT }).headers(PRIVATE),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Payment transaction 999999 not found')),
      )
      .executeTest((server) => adapterFor(server.url).cancelTransaction('999999'));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});

describe('getCashierHistory (GET customers/history/cashier, private), for the count of deposits', () => {
  it('counts the successful deposits of the last 365 days', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player has successful deposits and a failed one', {
        ...USERNAME,
        successful: 2,
        depositedAt: '2026-11-20T10:00:00Z',
      })
      .uponReceiving('a request for a year of the cashier history, 100 entries a page')
      .withRequest('GET', CASHIER, (request) =>
        request
          .query({ dateFrom: '2025-11-24', dateTo: '2026-11-24', pageStart: '0', pageSize: '100' })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          content: eachLike(
            {
              transactionId: integer(55001),
              type: regex('^(DEPOSIT|WITHDRAW)$', 'DEPOSIT'),
              method: string('Banklink · SWEDBANK'),
              amount: integer(2000),
              currency: string('EUR'),
              status: regex('^(PENDING|SUCCESS|FAILED|CANCELLED)$', 'SUCCESS'),
              createdAt: regex(DATE_TIME, '2026-11-20T10:00:00.000Z'),
            },
            2,
          ),
          totalElements: integer(3),
          pageStart: 0,
          pageSize: 100,
        }),
      )
      .executeTest((server) => adapterFor(server.url).successfulDepositCount());

    expect(result).toEqual({ ok: true, value: 2 });
  });
});

const DEPOSIT = `${PAYMENT}/deposit`;
const OFFERING_ALL = 'a player is logged in and the label offers Interac and Pay by Vivacom';
const OPEN_DEPOSIT = 'a player has an open deposit with a provider';
const OTHERS_DEPOSIT = 'another player has an open deposit with a provider';
const A1_CODE_SENT = 'a player has been sent the A1 SMS code';
/** The card the stored-card states store for the player (its id and Trust Payments token). */
const CARD = { customerCreditCardId: 3320, cardToken: 'tp-card-3320' } as const;
const STORED_CARD = 'a player has stored a card with iCard and Trust Payments';
const TRUST_PAYMENT_STARTED = 'a player has stored a card and started a Trust Payments deposit with it';
/** A JWT of Trust Payments: the web posts it to Trust Payments' form unread, so it is matched by type. */
const A_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ0eCI6ODg0NTAxfQ.1x2y3z';
const transactionFromState = (example: string) => fromProviderState('${paymentTransactionId}', example);

/** The PENDING redirect every redirect call answers, as the adapter reads it. */
const REDIRECTED = {
  ok: true,
  value: { redirectUrl: PAYMENT_PAGE, paymentTransactionId: '884501' },
};

describe('the redirect deposits of payment-providers.yaml (private)', () => {
  it('initBanklinkDeposit: POST deposit/banklink with the bank and offer in the query', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a banklink deposit of 20.00 EUR by SEB claiming WELCOME100, with its return page')
      .withRequest('POST', `${DEPOSIT}/banklink`, (request) =>
        request
          .query({
            amount: '2000',
            depositCode: 'WELCOME100',
            paymentMethod: 'SEB',
            returnPage: 'https://www.lv-casino.lv/lv/deposit/success',
          })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initBanklinkDeposit({
          amount: 2000,
          depositCode: 'WELCOME100',
          paymentMethod: 'SEB',
          returnPage: 'https://www.lv-casino.lv/lv/deposit/success',
        }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initMifinityDeposit: GET deposit/mifinity/ewallet', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a MiFinity e-wallet deposit of 20.00 EUR')
      .withRequest('GET', `${DEPOSIT}/mifinity/ewallet`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) => adapterFor(server.url).initMifinityDeposit(2000));

    expect(result).toEqual(REDIRECTED);
  });

  it('initInteracDepositWithGet: GET deposit/interac/init when the label offers Interac', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OFFERING_ALL, USERNAME)
      .uponReceiving('an Interac deposit of 20.00 EUR claiming RELOAD50 with a GET')
      .withRequest('GET', `${DEPOSIT}/interac/init`, (request) =>
        request.query({ amount: '2000', depositCode: 'RELOAD50' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initInteracDeposit({ amount: 2000, depositCode: 'RELOAD50' }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initInteracDepositWithGet: fails with errorCode -1 when the label does not offer Interac', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('an Interac deposit with a GET, which the label has not enabled')
      .withRequest('GET', `${DEPOSIT}/interac/init`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Deposit provider INTERAC is not enabled')),
      )
      .executeTest((server) =>
        adapterFor(server.url).initInteracDeposit({ amount: 2000, depositCode: null }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 400 } });
  });

  it('initPayByVivacomDeposit: POST deposit/paybyvivacom/init when the label offers it', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OFFERING_ALL, USERNAME)
      .uponReceiving('a Pay by Vivacom deposit of 20.00 EUR from a phone')
      .withRequest('POST', `${DEPOSIT}/paybyvivacom/init`, (request) =>
        request.query({ amount: '2000', isMobile: 'true' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initPayByVivacomDeposit({ amount: 2000, depositCode: null, isMobile: true }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initTransactProDeposit: GET deposit/transact-pro/init', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Transact Pro deposit of 20.00 EUR')
      .withRequest('GET', `${DEPOSIT}/transact-pro/init`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initTransactProDeposit({ amount: 2000, depositCode: null }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initTriplezeroDeposit: GET deposit/triplezero/init with the amount', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a TripleZero deposit of 20.00 EUR')
      .withRequest('GET', `${DEPOSIT}/triplezero/init`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) => adapterFor(server.url).initTriplezeroDeposit(2000));

    expect(result).toEqual(REDIRECTED);
  });

  it('initIcardRedirectDeposit: GET deposit/icard/redirect with the iCard method', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('an iCard card deposit of 20.00 EUR on the iCard page')
      .withRequest('GET', `${DEPOSIT}/icard/redirect`, (request) =>
        request.query({ amount: '2000', provider: 'CARD' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initIcardRedirectDeposit({
          amount: 2000,
          depositCode: null,
          provider: 'CARD',
        }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('getNeopayClientSideRedirect: GET deposit/neopay/clientSideRedirect', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Neopay deposit of 20.00 EUR claiming RELOAD50 with a client-side redirect')
      .withRequest('GET', `${DEPOSIT}/neopay/clientSideRedirect`, (request) =>
        request.query({ amount: '2000', depositCode: 'RELOAD50' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initNeopayDeposit({ amount: 2000, depositCode: 'RELOAD50' }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initProviderDeposit: POST deposit/{provider}, the POST form of the generic call', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a generic epay deposit of 20.00 EUR by card with a POST')
      .withRequest('POST', `${DEPOSIT}/epay`, (request) =>
        request.query({ amount: '2000', paymentMethod: 'CreditCard', isMobile: 'false' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initProviderDepositWithPost({
          provider: 'epay',
          amount: 2000,
          paymentMethod: 'CreditCard',
          depositCode: null,
          cryptoCurrency: null,
          isMobile: false,
        }),
      );

    expect(result).toEqual(REDIRECTED);
  });
});

describe('A1 mobile billing (GET deposit/a1/2fa/init, GET deposit/a1/init, private)', () => {
  it('initA1TwoFactor: sends the SMS code and answers where it went', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a request for the SMS code of an A1 deposit of 20.00 EUR')
      .withRequest('GET', `${DEPOSIT}/a1/2fa/init`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          maskedPhoneNumber: string('+371 2*** **02'),
          codeLength: integer(6),
          expiresInSeconds: integer(300),
        }),
      )
      .executeTest((server) => adapterFor(server.url).sendA1Code(2000));

    expect(result).toEqual({
      ok: true,
      value: { maskedPhoneNumber: '+371 2*** **02', codeLength: 6, expiresInSeconds: 300 },
    });
  });

  it('initA1Deposit: starts the deposit with the code that was sent', async () => {
    const result = await createPact()
      .addInteraction()
      .given(A1_CODE_SENT, { ...USERNAME, amount: 2000 })
      .uponReceiving('an A1 deposit of 20.00 EUR with the SMS code that was sent')
      .withRequest('GET', `${DEPOSIT}/a1/init`, (request) =>
        request
          .query({ amount: '2000', verificationCode: fromProviderState('${verificationCode}', '482913') })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(depositRedirect(884501)))
      .executeTest((server) =>
        adapterFor(server.url).initA1Deposit({ amount: 2000, depositCode: null, verificationCode: '482913' }),
      );

    expect(result).toEqual(REDIRECTED);
  });

  it('initA1Deposit: fails with errorCode 82 for a wrong code', async () => {
    const result = await createPact()
      .addInteraction()
      .given(A1_CODE_SENT, { ...USERNAME, amount: 2000 })
      .uponReceiving('an A1 deposit of 20.00 EUR with a wrong SMS code')
      .withRequest('GET', `${DEPOSIT}/a1/init`, (request) =>
        request.query({ amount: '2000', verificationCode: '000000' }).headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(82, 'The SMS code is invalid or has expired')),
      )
      .executeTest((server) =>
        adapterFor(server.url).initA1Deposit({ amount: 2000, depositCode: null, verificationCode: '000000' }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 82, httpStatus: 400 } });
  });
});

describe('initCoinspaidDeposit (GET deposit/coinspaid/init, private)', () => {
  it('answers the address to send the coins to', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a CoinsPaid deposit of 50.00 EUR in BTC')
      .withRequest('GET', `${DEPOSIT}/coinspaid/init`, (request) =>
        request.query({ amount: '5000', cryptoCurrency: 'BTC' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          paymentTransactionId: integer(884501),
          cryptoCurrency: 'BTC',
          address: string('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'),
          tag: null,
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).initCoinspaidDeposit({
          amount: 5000,
          depositCode: null,
          cryptoCurrency: 'BTC',
        }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884501',
        cryptoCurrency: 'BTC',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        tag: null,
      },
    });
  });

  it('fails with errorCode -1 for a coin CoinsPaid does not take', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a CoinsPaid deposit in DOGE, which CoinsPaid does not take')
      .withRequest('GET', `${DEPOSIT}/coinspaid/init`, (request) =>
        request.query({ amount: '5000', cryptoCurrency: 'DOGE' }).headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(-1, 'CoinsPaid does not take DOGE (BTC, ETH, USDT, LTC, XRP)')),
      )
      .executeTest((server) =>
        adapterFor(server.url).initCoinspaidDeposit({
          amount: 5000,
          depositCode: null,
          cryptoCurrency: 'DOGE',
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 400 } });
  });
});

describe('openSafechargeOrder (POST deposit/safecharge/openOrder, private)', () => {
  it('opens an order of the amount', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Safecharge order of 50.00 EUR claiming WELCOME100')
      .withRequest('POST', `${DEPOSIT}/safecharge/openOrder`, (request) =>
        request.query({ amount: '5000', depositCode: 'WELCOME100' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          paymentTransactionId: integer(884501),
          sessionToken: string('1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912'),
          orderId: string('392884501'),
          merchantId: string('4210935528843910571'),
          merchantSiteId: string('231068'),
          amount: 5000,
          currency: string('EUR'),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).openSafechargeOrder({ amount: 5000, depositCode: 'WELCOME100' }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884501',
        sessionToken: '1c5f2a47-0e3b-4a8e-9d3c-62b0a1f7e912',
        orderId: '392884501',
        merchantId: '4210935528843910571',
        merchantSiteId: '231068',
        amount: 5000,
        currency: 'EUR',
      },
    });
  });

  it('fails with errorCode -1 below 1000 minor units', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Safecharge order of 9.99 EUR, below the cashier minimum')
      .withRequest('POST', `${DEPOSIT}/safecharge/openOrder`, (request) =>
        request.query({ amount: '999' }).headers(PRIVATE),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(-1, 'The Safecharge cashier needs at least 1000 minor units')),
      )
      .executeTest((server) =>
        adapterFor(server.url).openSafechargeOrder({ amount: 999, depositCode: null }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 400 } });
  });
});

describe('Trust Payments (GET deposit/trust-payment/init and get-jwt-deposit, private)', () => {
  it('initTrustPaymentDeposit: answers the JWT of a deposit with a new card', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Trust Payments deposit of 50.00 EUR with a new card')
      .withRequest('GET', `${DEPOSIT}/trust-payment/init`, (request) =>
        request.query({ amount: '5000', createNewCard: 'true' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ token: string(A_JWT), paymentTransactionId: integer(884501) }),
      )
      .executeTest((server) =>
        adapterFor(server.url).initTrustPaymentDeposit({
          amount: 5000,
          depositCode: null,
          createNewCard: true,
        }),
      );

    expect(result).toEqual({ ok: true, value: { token: A_JWT, paymentTransactionId: '884501' } });
  });

  it('getTrustPaymentDepositJwt: answers the JWT of the deposit with the stored card', async () => {
    const result = await createPact()
      .addInteraction()
      .given(TRUST_PAYMENT_STARTED, { ...USERNAME, ...CARD, amount: 5000 })
      .uponReceiving('a request for the Trust Payments JWT of the started deposit with the stored card')
      .withRequest('GET', `${DEPOSIT}/trust-payment/get-jwt-deposit`, (request) =>
        request
          .query({
            cardToken: CARD.cardToken,
            customerCreditCardId: String(CARD.customerCreditCardId),
            amount: '5000',
            paymentTransactionId: transactionFromState('884501'),
          })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ token: string(A_JWT), paymentTransactionId: integer(884501) }),
      )
      .executeTest((server) =>
        adapterFor(server.url).getTrustPaymentJwt({
          amount: 5000,
          depositCode: null,
          cardToken: CARD.cardToken,
          customerCreditCardId: String(CARD.customerCreditCardId),
          paymentTransactionId: '884501',
        }),
      );

    expect(result).toEqual({ ok: true, value: { token: A_JWT, paymentTransactionId: '884501' } });
  });

  it('getTrustPaymentDepositJwt: fails with 404 errorCode -1 for a card the player has not stored', async () => {
    const result = await createPact()
      .addInteraction()
      .given(TRUST_PAYMENT_STARTED, { ...USERNAME, ...CARD, amount: 5000 })
      .uponReceiving('a request for a Trust Payments JWT with a card the player has not stored')
      .withRequest('GET', `${DEPOSIT}/trust-payment/get-jwt-deposit`, (request) =>
        request
          .query({
            cardToken: 'tp-card-9999',
            customerCreditCardId: '9999',
            amount: '5000',
            paymentTransactionId: transactionFromState('884501'),
          })
          .headers(PRIVATE),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Stored card 9999 not found')),
      )
      .executeTest((server) =>
        adapterFor(server.url).getTrustPaymentJwt({
          amount: 5000,
          depositCode: null,
          cardToken: 'tp-card-9999',
          customerCreditCardId: '9999',
          paymentTransactionId: '884501',
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });

  it('getTrustPaymentDepositJwt: fails with 404 errorCode -1 for a token that is not the card’s', async () => {
    const result = await createPact()
      .addInteraction()
      .given(TRUST_PAYMENT_STARTED, { ...USERNAME, ...CARD, amount: 5000 })
      .uponReceiving('a request for a Trust Payments JWT of a stored card with another card’s token')
      .withRequest('GET', `${DEPOSIT}/trust-payment/get-jwt-deposit`, (request) =>
        request
          .query({
            cardToken: 'tp-card-3310',
            customerCreditCardId: String(CARD.customerCreditCardId),
            amount: '5000',
            paymentTransactionId: transactionFromState('884501'),
          })
          .headers(PRIVATE),
      )
      .willRespondWith(404, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(refusal(-1, 'Stored card 3320 has no Trust Payments token tp-card-3310')),
      )
      .executeTest((server) =>
        adapterFor(server.url).getTrustPaymentJwt({
          amount: 5000,
          depositCode: null,
          cardToken: 'tp-card-3310',
          customerCreditCardId: String(CARD.customerCreditCardId),
          paymentTransactionId: '884501',
        }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});

describe('stored cards and iCard (GET icard/getStoredCardsForCustomer, GET deposit/icard/token, private)', () => {
  it('getIcardStoredCards: lists the cards with their Trust Payments tokens', async () => {
    const result = await createPact()
      .addInteraction()
      .given(STORED_CARD, { ...USERNAME, ...CARD })
      .uponReceiving('a request for the stored cards')
      .withRequest('GET', `${PAYMENT}/icard/getStoredCardsForCustomer`, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            customerCreditCardId: integer(CARD.customerCreditCardId),
            maskedCardNumber: string('4000 00** **** 0002'),
            cardBrand: string('VISA'),
            expiryMonth: integer(12),
            expiryYear: integer(2029),
            cardToken: string(CARD.cardToken),
          }),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getStoredCards());

    expect(result).toEqual({
      ok: true,
      value: [
        {
          customerCreditCardId: '3320',
          maskedCardNumber: '4000 00** **** 0002',
          cardBrand: 'VISA',
          expiryMonth: 12,
          expiryYear: 2029,
          cardToken: 'tp-card-3320',
        },
      ],
    });
  });

  it('getIcardDepositToken: answers the token of a deposit with the stored card', async () => {
    const result = await createPact()
      .addInteraction()
      .given(STORED_CARD, { ...USERNAME, ...CARD })
      .uponReceiving('a request for the iCard token of a deposit of 50.00 EUR with the stored card')
      .withRequest('GET', `${DEPOSIT}/icard/token`, (request) =>
        request
          .query({ amount: '5000', customerCreditCardId: String(CARD.customerCreditCardId) })
          .headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          token: string('icard-7f4be01d92c3'),
          paymentTransactionId: integer(884501),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).getIcardDepositToken({
          amount: 5000,
          depositCode: null,
          customerCreditCardId: String(CARD.customerCreditCardId),
        }),
      );

    expect(result).toEqual({
      ok: true,
      value: { token: 'icard-7f4be01d92c3', paymentTransactionId: '884501' },
    });
  });
});

describe('getEpgDepositToken (GET deposit/epg/{type}/token, private)', () => {
  it('answers the token of the EPG payment form', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a request for the EPG card token of a deposit of 50.00 EUR')
      .withRequest('GET', `${DEPOSIT}/epg/card/token`, (request) =>
        request.query({ amount: '5000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          token: string('epg-0c6d2f9b81aa'),
          paymentTransactionId: integer(884501),
        }),
      )
      .executeTest((server) => adapterFor(server.url).getEpgDepositToken({ type: 'card', amount: 5000 }));

    expect(result).toEqual({
      ok: true,
      value: { token: 'epg-0c6d2f9b81aa', paymentTransactionId: '884501' },
    });
  });
});

describe('createSmartPaymentsVoucher (POST deposit/smart-payments/createVoucher, private)', () => {
  it('answers the voucher to pay at a point of sale', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a Smart Payments voucher of 20.00 EUR')
      .withRequest('POST', `${DEPOSIT}/smart-payments/createVoucher`, (request) =>
        request.query({ amount: '2000' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          paymentTransactionId: integer(884501),
          voucherCode: string('SP-4821-7730-1195'),
          amount: 2000,
          currency: string('EUR'),
          expiresAt: regex(DATE_TIME, '2026-12-01T10:00:00.000Z'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).createSmartPaymentsVoucher(2000));

    expect(result).toEqual({
      ok: true,
      value: {
        paymentTransactionId: '884501',
        voucherCode: 'SP-4821-7730-1195',
        amount: 2000,
        currency: 'EUR',
        expiresAt: '2026-12-01T10:00:00.000Z',
      },
    });
  });
});

describe('getNodaTopProviders (GET deposit/noda/getTopProviders, private)', () => {
  it('lists the banks of the country', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NEW_PLAYER, USERNAME)
      .uponReceiving('a request for the Noda banks of Latvia')
      .withRequest('GET', `${DEPOSIT}/noda/getTopProviders`, (request) =>
        request.query({ country: 'LV' }).headers(PRIVATE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            id: string('swedbank-lv'),
            name: string('Swedbank'),
            logoUrl: regex(WEB_ADDRESS, 'https://cdn.lv-casino.lv/banks/swedbank.svg'),
            country: 'LV',
          }),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getNodaTopProviders('LV'));

    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'swedbank-lv',
          name: 'Swedbank',
          logoUrl: 'https://cdn.lv-casino.lv/banks/swedbank.svg',
          country: 'LV',
        },
      ],
    });
  });
});

describe('the Blu Or and Neopay cancels (POST deposit/bluOr/cancel, deposit/neopay/cancel, private)', () => {
  it('cancelBluOrDeposit: cancels the player’s open Blu Or deposit', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OPEN_DEPOSIT, { ...USERNAME, provider: 'BLU_OR', amount: 5000 })
      .uponReceiving('a cancel of an open Blu Or deposit')
      .withRequest('POST', `${DEPOSIT}/bluOr/cancel`, (request) =>
        request.query({ paymentTransactionId: transactionFromState('884501') }).headers(PRIVATE),
      )
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).cancelBluOrDeposit('884501'));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('cancelBluOrDeposit: fails with 404 errorCode -1 for another player’s deposit', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OTHERS_DEPOSIT, { ...USERNAME, provider: 'BLU_OR', amount: 5000 })
      .uponReceiving('a cancel of another player’s Blu Or deposit')
      .withRequest('POST', `${DEPOSIT}/bluOr/cancel`, (request) =>
        request.query({ paymentTransactionId: transactionFromState('884501') }).headers(PRIVATE),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Payment transaction 884501 not found')),
      )
      .executeTest((server) => adapterFor(server.url).cancelBluOrDeposit('884501'));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });

  it('cancelNeopayDeposit: cancels the player’s open Neopay deposit with the return URL’s token', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OPEN_DEPOSIT, { ...USERNAME, provider: 'NEOPAY', amount: 2000 })
      .uponReceiving('a cancel of an open Neopay deposit with the token of the return URL')
      .withRequest('POST', `${DEPOSIT}/neopay/cancel`, (request) =>
        request
          .query({ paymentTransactionId: transactionFromState('884501') })
          .headers({ ...PRIVATE, 'Content-Type': 'application/json' })
          .jsonBody({ token: 'np-3f9a0c1e' }),
      )
      .willRespondWith(204)
      .executeTest((server) =>
        adapterFor(server.url).cancelNeopayDeposit({ paymentTransactionId: '884501', token: 'np-3f9a0c1e' }),
      );

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('cancelNeopayDeposit: fails with 404 errorCode -1 for another player’s deposit', async () => {
    const result = await createPact()
      .addInteraction()
      .given(OTHERS_DEPOSIT, { ...USERNAME, provider: 'NEOPAY', amount: 2000 })
      .uponReceiving('a cancel of another player’s Neopay deposit')
      .withRequest('POST', `${DEPOSIT}/neopay/cancel`, (request) =>
        request.query({ paymentTransactionId: transactionFromState('884501') }).headers(PRIVATE),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(-1, 'Payment transaction 884501 not found')),
      )
      .executeTest((server) =>
        adapterFor(server.url).cancelNeopayDeposit({ paymentTransactionId: '884501', token: null }),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: -1, httpStatus: 404 } });
  });
});
