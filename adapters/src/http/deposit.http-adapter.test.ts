import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import {
  aCashierHistoryPageDto,
  aDepositOfferDto,
  aDepositProviderSettingsDto,
  aDepositRedirectDto,
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
});
