import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { WithdrawHttpAdapter } from '@lv-casino/adapters/http/withdraw.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes UTC with milliseconds). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;

const METHODS = '/api/v1/customerfacing/customers/withdraw/methods';
const WITHDRAW = '/api/v1/customerfacing/customers/withdraw';
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };
/** anna's cash balance in the sandbox's seed: 1 250.50 EUR. */
const ANNAS_CASH = 125050;

const adapterFor = (baseUrl: string) => new WithdrawHttpAdapter(pactClient(baseUrl, { signedIn: true }));

/** The fields of a Withdrawal the mapper reads. */
const withdrawal = (example: { withdrawalId: number; methodId: string; amount: number; status: string }) => ({
  withdrawalId: integer(example.withdrawalId),
  methodId: string(example.methodId),
  amount: integer(example.amount),
  currency: string('EUR'),
  status: example.status,
  createdAt: regex(DATE_TIME, '2026-11-21T09:20:00.000Z'),
});

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

describe('getWithdrawMethods (GET customers/withdraw/methods, private)', () => {
  it('answers the methods anna deposited with, with their bounds', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a KYC-verified player can withdraw to the methods anna deposited with', {
        username: 'pact.withdraw',
        cashBalance: ANNAS_CASH,
      })
      .uponReceiving('a request for the withdraw methods of a player who has deposited')
      .withRequest('GET', METHODS, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            methodId: string('BANK_TRANSFER'),
            name: string('Bankas pārskaitījums (Swedbank)'),
            minAmount: integer(1000),
            maxAmount: integer(500000),
            currency: string('EUR'),
            paymentAccount: string('LV80HABA0551000435195'),
            // An address of any shape (format uri-reference: absolute, or relative to the site).
            logoUrl: string('https://cdn.lv-casino.lv/payments/bank-transfer.svg'),
          }),
        ),
      )
      .executeTest((server) => adapterFor(server.url).getWithdrawMethods());

    expect(result).toEqual({
      ok: true,
      value: [
        {
          methodId: 'BANK_TRANSFER',
          name: 'Bankas pārskaitījums (Swedbank)',
          minAmount: 1000,
          maxAmount: 500000,
          currency: 'EUR',
          paymentAccount: 'LV80HABA0551000435195',
          logoUrl: 'https://cdn.lv-casino.lv/payments/bank-transfer.svg',
        },
      ],
    });
  });

  it('fails with error code 35 for a player who has never deposited', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a KYC-verified player has never deposited', { username: 'pact.withdraw' })
      .uponReceiving('a request for the withdraw methods of a player who has never deposited')
      .withRequest('GET', METHODS, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(35, 'No withdraw methods')),
      )
      .executeTest((server) => adapterFor(server.url).getWithdrawMethods());

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 35, httpStatus: 400 } });
  });

  it('fails with error code 91 for a player who is not KYC-verified', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player is not KYC-verified', { username: 'pact.withdraw' })
      .uponReceiving('a request for the withdraw methods of a player who is not KYC-verified')
      .withRequest('GET', METHODS, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(91, 'KYC verification is required')),
      )
      .executeTest((server) => adapterFor(server.url).getWithdrawMethods());

    expect(result).toMatchObject({ ok: false, error: { errorCode: 91, httpStatus: 400 } });
  });
});

describe('requestWithdrawal (POST customers/withdraw, private)', () => {
  /** A withdrawal request by a player shaped like anna, answered with a refusal. */
  const refused = async (options: {
    readonly state?: string;
    readonly cashBalance?: number;
    readonly description: string;
    readonly methodId: string;
    readonly amount: number;
    readonly errorCode: number;
    readonly errorMessage: string;
  }) =>
    createPact()
      .addInteraction()
      .given(options.state ?? 'a KYC-verified player can withdraw to the methods anna deposited with', {
        username: 'pact.withdraw',
        cashBalance: options.cashBalance ?? ANNAS_CASH,
      })
      .uponReceiving(options.description)
      .withRequest('POST', WITHDRAW, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ methodId: options.methodId, amount: options.amount }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(options.errorCode, options.errorMessage)),
      )
      .executeTest((server) =>
        adapterFor(server.url).requestWithdrawal({ methodId: options.methodId, amount: options.amount }),
      );

  it('answers the PENDING withdrawal of an amount within the balance', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a KYC-verified player can withdraw to the methods anna deposited with', {
        username: 'pact.withdraw',
        cashBalance: ANNAS_CASH,
      })
      .uponReceiving('a withdrawal of 50.00 EUR by bank transfer within the cash balance')
      .withRequest('POST', WITHDRAW, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ methodId: 'BANK_TRANSFER', amount: 5000 }),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(
            withdrawal({ withdrawalId: 88120, methodId: 'BANK_TRANSFER', amount: 5000, status: 'PENDING' }),
          ),
      )
      .executeTest((server) =>
        adapterFor(server.url).requestWithdrawal({ methodId: 'BANK_TRANSFER', amount: 5000 }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        withdrawalId: 88120,
        methodId: 'BANK_TRANSFER',
        amount: 5000,
        currency: 'EUR',
        status: 'PENDING',
        createdAt: Date.UTC(2026, 10, 21, 9, 20, 0),
      },
    });
  });

  it('fails with error code 21 for an amount over the cash balance', async () => {
    const result = await refused({
      description: 'a withdrawal of 2 000.00 EUR by bank transfer over a cash balance of 1 250.50 EUR',
      methodId: 'BANK_TRANSFER',
      amount: 200000,
      errorCode: 21,
      errorMessage: 'Not enough money',
    });

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 21, httpStatus: 400 } });
  });

  it('fails with error code 23 for an amount over the method’s maximum', async () => {
    const result = await refused({
      description: 'a withdrawal of 2 500.00 EUR to a card whose maximum is 2 000.00 EUR',
      methodId: 'CARD_VISA_5610',
      amount: 250000,
      errorCode: 23,
      errorMessage: 'The largest withdrawal is 200000',
    });

    expect(result).toMatchObject({ ok: false, error: { errorCode: 23 } });
  });

  it('fails with error code 24 for an amount under the method’s minimum', async () => {
    const result = await refused({
      description: 'a withdrawal of 5.00 EUR by bank transfer whose minimum is 10.00 EUR',
      methodId: 'BANK_TRANSFER',
      amount: 500,
      errorCode: 24,
      errorMessage: 'The smallest withdrawal is 1000',
    });

    expect(result).toMatchObject({ ok: false, error: { errorCode: 24 } });
  });

  it('fails with error code 25 when the cash balance is empty', async () => {
    const result = await refused({
      cashBalance: 0,
      description: 'a withdrawal by a player whose cash balance is empty',
      methodId: 'BANK_TRANSFER',
      amount: 5000,
      errorCode: 25,
      errorMessage: 'The cash balance is empty',
    });

    expect(result).toMatchObject({ ok: false, error: { errorCode: 25 } });
  });

  it('fails with error code 116 for a card not verified for withdrawals', async () => {
    const result = await refused({
      description: 'a withdrawal to a card the payment provider has not verified',
      methodId: 'CARD_MASTERCARD_0427',
      amount: 5000,
      errorCode: 116,
      errorMessage: 'The card is not verified for withdrawals',
    });

    expect(result).toMatchObject({ ok: false, error: { errorCode: 116 } });
  });

  it('fails with error code 117 while a sports bet is in progress', async () => {
    const result = await refused({
      state: 'a KYC-verified player has a sports bet in progress',
      description: 'a withdrawal by a player with a sports bet in progress',
      methodId: 'BANK_TRANSFER',
      amount: 5000,
      errorCode: 117,
      errorMessage: 'Bets are in progress',
    });

    expect(result).toMatchObject({ ok: false, error: { errorCode: 117 } });
  });
});

describe('cancelWithdrawal (POST customers/withdraw/{withdrawalId}/cancel, private)', () => {
  const cancelPath = (withdrawalId: number) =>
    fromProviderState(
      '/api/v1/customerfacing/customers/withdraw/${withdrawalId}/cancel',
      `/api/v1/customerfacing/customers/withdraw/${String(withdrawalId)}/cancel`,
    );

  it('answers the CANCELLED withdrawal', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a KYC-verified player has a pending withdrawal', { username: 'pact.withdraw', amount: 5000 })
      .uponReceiving('a cancel of a pending withdrawal')
      .withRequest('POST', cancelPath(88120), (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(
            withdrawal({ withdrawalId: 88120, methodId: 'BANK_TRANSFER', amount: 5000, status: 'CANCELLED' }),
          ),
      )
      .executeTest((server) => adapterFor(server.url).cancelWithdrawal(88120));

    expect(result).toMatchObject({ ok: true, value: { withdrawalId: 88120, status: 'CANCELLED' } });
  });

  it('fails with error code 4 for a withdrawal that is no longer pending', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a KYC-verified player has a cancelled withdrawal', { username: 'pact.withdraw', amount: 5000 })
      .uponReceiving('a cancel of a withdrawal that is already cancelled')
      .withRequest('POST', cancelPath(88120), (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(4, 'Only a PENDING withdrawal can be cancelled')),
      )
      .executeTest((server) => adapterFor(server.url).cancelWithdrawal(88120));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 4, httpStatus: 400 } });
  });
});
