import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, startTestSandbox } from '../testing/sandbox-harness.ts';

const pay = '/api/v1/customerfacing/payment';

describe('deposit tokens, orders and vouchers over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('refuses a Safecharge order below 1000 minor units', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(`${pay}/deposit/safecharge/openOrder?amount=999`, undefined, accessToken);
    expect(response.status).toBe(400);
  });

  it('opens a Safecharge order of the amount', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(
      `${pay}/deposit/safecharge/openOrder?amount=1000`,
      undefined,
      accessToken,
    );
    expect((response.body as { amount: number }).amount).toBe(1000);
  });

  it('sends the A1 SMS code to the outbox and takes it', async () => {
    const { accessToken } = await api.login();
    await api.get(`${pay}/deposit/a1/2fa/init?amount=2000`, accessToken);
    const code = sandbox.state.outbox.list({ username: 'anna', kind: 'sms' })[0]?.code ?? '';
    const response = await api.get(
      `${pay}/deposit/a1/init?amount=2000&verificationCode=${code}`,
      accessToken,
    );
    expect(response.status).toBe(200);
  });

  it('refuses a wrong A1 SMS code with 82', async () => {
    const { accessToken } = await api.login();
    await api.get(`${pay}/deposit/a1/2fa/init?amount=2000`, accessToken);
    const response = await api.get(`${pay}/deposit/a1/init?amount=2000&verificationCode=000000`, accessToken);
    expect(errorOf(response).errorCode).toBe(82);
  });

  it('kills the A1 code after 5 wrong ones: the right code is refused until a new one is sent', async () => {
    const { accessToken } = await api.login();
    await api.get(`${pay}/deposit/a1/2fa/init?amount=2000`, accessToken);
    const code = sandbox.state.outbox.list({ username: 'anna', kind: 'sms' })[0]?.code ?? '';
    const wrong = code === '100000' ? '100001' : '100000';
    for (let i = 0; i < 5; i++) {
      await api.get(`${pay}/deposit/a1/init?amount=2000&verificationCode=${wrong}`, accessToken);
    }
    const right = await api.get(`${pay}/deposit/a1/init?amount=2000&verificationCode=${code}`, accessToken);
    expect(errorOf(right).errorCode).toBe(82);
  });

  it('gives a CoinsPaid address of the coin', async () => {
    const { accessToken } = await api.login();
    const response = await api.get(
      `${pay}/deposit/coinspaid/init?amount=5000&cryptoCurrency=BTC`,
      accessToken,
    );
    expect((response.body as { address: string }).address).toMatch(/^bc1q/);
  });

  it('lists the stored cards and gives a token for one', async () => {
    const { accessToken } = await api.login();
    const cards = (await api.get(`${pay}/icard/getStoredCardsForCustomer`, accessToken)).body as {
      customerCreditCardId: number;
    }[];
    const id = cards[0]?.customerCreditCardId ?? 0;
    const response = await api.get(
      `${pay}/deposit/icard/token?amount=5000&customerCreditCardId=${id}`,
      accessToken,
    );
    expect(response.status).toBe(200);
  });

  it('answers 404 for a card the player has not stored', async () => {
    const { accessToken } = await api.login('janis');
    const response = await api.get(
      `${pay}/deposit/icard/token?amount=5000&customerCreditCardId=3310`,
      accessToken,
    );
    expect(response.status).toBe(404);
  });

  const trustPaymentJwt = async (cardToken: string) => {
    const { accessToken } = await api.login();
    const init = (
      await api.get(`${pay}/deposit/trust-payment/init?amount=5000&createNewCard=false`, accessToken)
    ).body as {
      paymentTransactionId: number;
    };
    return api.get(
      `${pay}/deposit/trust-payment/get-jwt-deposit?cardToken=${cardToken}&customerCreditCardId=3310&amount=5000&paymentTransactionId=${init.paymentTransactionId}`,
      accessToken,
    );
  };

  it('gives a Trust Payments JWT for a stored card with its card token', async () => {
    const response = await trustPaymentJwt('tp-card-3310');
    expect((response.body as { token: string }).token.split('.')).toHaveLength(3);
  });

  it('answers 404 for a Trust Payments JWT with another card’s token', async () => {
    const response = await trustPaymentJwt('tp-card-3311');
    expect([response.status, errorOf(response).errorCode]).toEqual([404, -1]);
  });

  it('gives each stored card its Trust Payments token', async () => {
    const { accessToken } = await api.login();
    const cards = (await api.get(`${pay}/icard/getStoredCardsForCustomer`, accessToken)).body as {
      cardToken: string | null;
    }[];
    expect(cards.map((c) => c.cardToken)).toEqual(['tp-card-3310', 'tp-card-3311']);
  });

  it('gives an EPG token and a Smart Payments voucher', async () => {
    const { accessToken } = await api.login();
    const epg = await api.get(`${pay}/deposit/epg/card/token?amount=5000`, accessToken);
    const voucher = await api.post(
      `${pay}/deposit/smart-payments/createVoucher?amount=2000`,
      undefined,
      accessToken,
    );
    expect([epg.status, (voucher.body as { voucherCode: string }).voucherCode]).toEqual([
      200,
      expect.stringMatching(/^SP-/),
    ]);
  });

  it('lists the Noda banks of Latvia', async () => {
    const { accessToken } = await api.login();
    const banks = (await api.get(`${pay}/deposit/noda/getTopProviders?country=LV`, accessToken)).body as {
      country: string;
    }[];
    expect(banks.length > 0 && banks.every((b) => b.country === 'LV')).toBe(true);
  });

  it('gives each Noda bank the address of its logo on the sandbox', async () => {
    const { accessToken } = await api.login();
    const banks = (await api.get(`${pay}/deposit/noda/getTopProviders?country=LV`, accessToken)).body as {
      id: string;
      logoUrl: string;
    }[];
    const swedbank = banks.find((bank) => bank.id === 'swedbank-lv');
    const logo = await fetch(swedbank?.logoUrl ?? '');
    expect([swedbank?.logoUrl, logo.status, logo.headers.get('content-type')]).toEqual([
      `${sandbox.url}/__sandbox/logos/swedbank.svg`,
      200,
      'image/svg+xml',
    ]);
  });
});
