import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CANCEL_COMMENT, DepositHttpAdapter } from '@lv-casino/adapters/http/deposit.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;

const PAYMENT = '/api/v1/customerfacing/payment';
const SETTINGS = `${PAYMENT}/deposit/provider/settings`;
const OFFERS = `${PAYMENT}/getDepositOffers`;
const INIT = '/api/v2/customerfacing/payment/deposit/init';
const CASHIER = '/api/v1/customerfacing/customers/history/cashier';
const JSON_RESPONSE = { 'Content-Type': like('application/json') };
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

/** A DepositRedirect of the sandbox: its payment page at /__sandbox/pay/{paymentTransactionId}. */
const depositRedirect = (paymentTransactionId: number) => ({
  paymentTransactionId: integer(paymentTransactionId),
  redirectUrl: regex(
    String.raw`^https?://[^/]+/__sandbox/pay/\d+$`,
    `http://127.0.0.1:4010/__sandbox/pay/${String(paymentTransactionId)}`,
  ),
  sessionId: string('sbx265443576'),
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
  it('answers every provider flag and the method lists', async () => {
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
        }),
      )
      .executeTest((server) => adapterFor(server.url).getProviderSettings());

    expect(result).toMatchObject({
      ok: true,
      value: { banklinkEnabled: true, interacEnabled: false, supportedCoins: ['BTC'] },
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
      value: { redirectUrl: 'http://127.0.0.1:4010/__sandbox/pay/884501', paymentTransactionId: '884501' },
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
