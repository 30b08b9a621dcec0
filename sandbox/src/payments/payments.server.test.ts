import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Balance } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { playerOf, playersWithNewcomer } from '../games/games.test-kit.ts';
import type { LimitRecord } from '../responsible-gaming/limit-types.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { walletOf } from '../wallet/wallet.store.ts';

const pay = '/api/v1/customerfacing/payment';

interface Redirect {
  paymentTransactionId: number;
  redirectUrl: string;
  status: string;
}

describe('deposits over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ seed: { players: playersWithNewcomer() } });
    api = new ApiClient(sandbox.url);
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const settle = async (redirect: Redirect, outcome: string, amount?: number) => {
    const response = await fetch(`${sandbox.url}${new URL(redirect.redirectUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome, amount }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { returnUrl?: string; errorCode?: number },
    };
  };
  const skrill = async (token: string, query = 'amount=5000'): Promise<Redirect> =>
    (await api.post(`${pay}/deposit/skrill?${query}`, undefined, token)).body as Redirect;
  const balance = async (token: string) => (await api.get(paths.balances, token)).body as Balance;

  it('flags every provider and lists the methods', async () => {
    const { accessToken } = await api.login();
    const settings = (await api.get(`${pay}/deposit/provider/settings`, accessToken)).body as Record<
      string,
      unknown
    >;
    expect([settings.safechargeEnabled, settings.interacEnabled, settings.supportedCoins]).toEqual([
      true,
      false,
      ['BTC', 'ETH', 'XRP', 'LTC', 'DOGE', 'BNB', 'TRX'],
    ]);
  });

  it('names the logo of every provider, each an SVG the sandbox serves on the site’s origin', async () => {
    const { accessToken } = await api.login();
    const { providerLogos } = (await api.get(`${pay}/deposit/provider/settings`, accessToken)).body as {
      providerLogos: Record<string, string>;
    };
    const answers = await Promise.all(
      Object.values(providerLogos).map(async (logo) => {
        const response = await fetch(new URL(logo, sandbox.url));
        return [
          response.status,
          response.headers.get('content-type'),
          (await response.text()).startsWith('<svg'),
        ];
      }),
    );
    expect([
      Object.keys(providerLogos).length,
      providerLogos.TRUST_PAYMENT,
      new Set(answers.map(String)),
    ]).toEqual([27, '/__sandbox/logos/trust-payment.svg', new Set(['200,image/svg+xml,true'])]);
  });

  it('answers 404 for a logo it does not have', async () => {
    const answers = await Promise.all(
      ['paypal.svg', 'skrill.png', '..%2Fsecret.svg'].map(
        async (file) => (await fetch(`${sandbox.url}/__sandbox/logos/${file}`)).status,
      ),
    );
    expect(answers).toEqual([404, 404, 404]);
  });

  it('offers the welcome bonus only before a first deposit', async () => {
    const liga = await api.login('liga');
    const anna = await api.login('anna');
    const codes = async (token: string) =>
      ((await api.get(`${pay}/getDepositOffers`, token)).body as { depositCode: string }[]).map(
        (o) => o.depositCode,
      );
    expect([
      (await codes(liga.accessToken)).includes('WELCOME100'),
      (await codes(anna.accessToken)).includes('WELCOME100'),
    ]).toEqual([true, false]);
  });

  it('redirects a deposit to the sandbox payment page', async () => {
    const { accessToken } = await api.login();
    const redirect = await skrill(accessToken);
    expect(new URL(redirect.redirectUrl).pathname).toBe(`/__sandbox/pay/${redirect.paymentTransactionId}`);
  });

  it('serves the payment page of a transaction', async () => {
    const { accessToken } = await api.login();
    const response = await fetch((await skrill(accessToken)).redirectUrl);
    expect([response.status, response.headers.get('content-type')]).toEqual([
      200,
      'text/html; charset=utf-8',
    ]);
    expect(await response.text()).toContain('<title>Sandbox payment</title>');
  });

  it('credits the cash balance when the payment succeeds', async () => {
    const { accessToken } = await api.login();
    const before = await balance(accessToken);
    await settle(await skrill(accessToken), 'success');
    expect((await balance(accessToken)).cashBalance - before.cashBalance).toBe(5000);
  });

  it('returns to the success result page with the transaction', async () => {
    const { accessToken } = await api.login();
    const redirect = await skrill(accessToken);
    const { body } = await settle(redirect, 'success');
    expect(body.returnUrl).toBe(
      `/lv/deposit/success-ext?paymentTransactionId=${redirect.paymentTransactionId}&status=COMPLETED_SUCCESS`,
    );
  });

  it.each([
    ['failure', '/lv/deposit/failure-ext', 'FAILED'],
    ['cancel', '/lv/deposit/cancel-ext', 'CANCELED'],
    ['pending', '/lv/deposit/pending-ext', 'WAIT_CONFIRMATION'],
  ])('returns a %s to %s without moving money', async (outcome, page, status) => {
    const { accessToken } = await api.login();
    const before = await balance(accessToken);
    const { body } = await settle(await skrill(accessToken), outcome);
    expect([body.returnUrl?.startsWith(page), body.returnUrl?.endsWith(`status=${status}`)]).toEqual([
      true,
      true,
    ]);
    expect(await balance(accessToken)).toEqual(before);
  });

  it('records a settled deposit in the cashier history', async () => {
    const { accessToken } = await api.login();
    await settle(await skrill(accessToken), 'success');
    const cashier = walletOf(sandbox.state).ledgerOf(playerOf(sandbox, 'anna')).cashier;
    expect(cashier.at(-1)).toMatchObject({
      type: 'DEPOSIT',
      amount: 5000,
      status: 'SUCCESS',
      method: 'Skrill',
    });
  });

  it('refuses a deposit above the daily deposit limit with 40', async () => {
    const { accessToken } = await api.login();
    const anna = playerOf(sandbox, 'anna');
    const limits = limitsOf(sandbox.state).careOf(anna).limits;
    const saved = [...limits];
    limitsOf(sandbox.state).update(anna, { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 1000 }] });
    try {
      const response = await api.post(`${pay}/deposit/skrill?amount=5000`, undefined, accessToken);
      expect(response.body).toMatchObject({ errorCode: 40, responsibleGamingType: 'DEPOSIT' });
    } finally {
      limits.splice(0, limits.length, ...saved);
    }
  });

  describe('the deposit limit counts a Smart Payments voucher once it is paid', () => {
    let saved: LimitRecord[] = [];
    beforeEach(() => {
      saved = [...limitsOf(sandbox.state).careOf(playerOf(sandbox, 'anna')).limits];
    });
    afterEach(() => {
      const limits = limitsOf(sandbox.state).careOf(playerOf(sandbox, 'anna')).limits;
      limits.splice(0, limits.length, ...saved);
    });

    const voucher = async (token: string, amount: number): Promise<Redirect> => {
      const response = await api.post(
        `${pay}/deposit/smart-payments/createVoucher?amount=${String(amount)}`,
        undefined,
        token,
      );
      const id = (response.body as { paymentTransactionId: number }).paymentTransactionId;
      return {
        paymentTransactionId: id,
        redirectUrl: `${sandbox.url}/__sandbox/pay/${String(id)}`,
        status: '',
      };
    };
    /** anna's daily deposit limit, set to `amount` (a new limit applies at once), and her token. */
    const withDailyDepositLimit = async (amount: number) => {
      const anna = playerOf(sandbox, 'anna');
      limitsOf(sandbox.state).update(anna, { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount }] });
      return { anna, token: (await api.login('anna')).accessToken };
    };
    const usedToday = async (token: string, id: number): Promise<number | undefined> =>
      (
        (await api.get(`/api/v1/customerfacing/customers/${String(id)}/responsibleGaming`, token)).body as {
          limits: { type: string; period: string; usedAmount: number }[];
        }
      ).limits.find((limit) => limit.type === 'DEPOSIT' && limit.period === 'DAILY')?.usedAmount;

    it('does not count a voucher that is not paid yet', async () => {
      const { anna, token } = await withDailyDepositLimit(1_000_000);
      const before = await usedToday(token, anna.id);
      await voucher(token, 1000);
      expect(await usedToday(token, anna.id)).toBe(before);
    });

    it('counts a voucher once it is paid', async () => {
      const { anna, token } = await withDailyDepositLimit(1_000_000);
      const before = (await usedToday(token, anna.id)) ?? Number.NaN;
      await settle(await voucher(token, 1000), 'success');
      expect(await usedToday(token, anna.id)).toBe(before + 1000);
    });

    it('refuses to credit a voucher paid after other deposits filled the limit', async () => {
      const { anna, token } = await withDailyDepositLimit(1_000_000);
      const used = (await usedToday(token, anna.id)) ?? Number.NaN;
      await withDailyDepositLimit(used + 1500);
      const first = await voucher(token, 1000);
      const second = await voucher(token, 1000);
      await settle(first, 'success');
      expect((await settle(second, 'success')).status).toBe(400);
    });
  });

  it('credits the bonus of a claimed offer', async () => {
    const { accessToken } = await api.login('liga');
    const before = await balance(accessToken);
    await settle(await skrill(accessToken, 'amount=5000&depositCode=WELCOME100'), 'success');
    expect((await balance(accessToken)).bonusBalance - before.bonusBalance).toBe(5000);
  });

  it('refuses to settle a payment twice', async () => {
    const { accessToken } = await api.login();
    const redirect = await skrill(accessToken);
    await settle(redirect, 'failure');
    expect((await settle(redirect, 'success')).status).toBe(409);
  });

  it('takes the amount typed on the page of a deposit without one', async () => {
    const { accessToken } = await api.login();
    const before = await balance(accessToken);
    const redirect = (await api.get(`${pay}/deposit/triplezero/init`, accessToken)).body as Redirect;
    await settle(redirect, 'success', 1234);
    expect((await balance(accessToken)).cashBalance - before.cashBalance).toBe(1234);
  });

  it('starts the generic deposit of the body', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(
      `/api/v2/customerfacing/payment/deposit/init?amount=2500`,
      { paymentProvider: 'BLU_OR', amount: 2500, paymentMethod: 'CreditCard' },
      accessToken,
    );
    expect((response.body as Redirect).status).toBe('PENDING');
  });

  it('refuses a provider the label does not enable', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(`${pay}/deposit/interac/init?amount=5000`, undefined, accessToken);
    expect([response.status, errorOf(response).errorCode]).toEqual([400, -1]);
  });

  it('refuses an unknown deposit offer', async () => {
    const { accessToken } = await api.login();
    const response = await api.get(
      `${pay}/deposit/mifinity/ewallet?amount=5000&depositCode=NOPE`,
      accessToken,
    );
    expect(errorOf(response).errorMessage).toContain('NOPE');
  });

  it('cancels a Blu Or deposit', async () => {
    const { accessToken } = await api.login();
    const redirect = (
      await api.post(
        `/api/v2/customerfacing/payment/deposit/init`,
        { paymentProvider: 'BLU_OR', amount: 2500 },
        accessToken,
      )
    ).body as Redirect;
    await api.post(
      `${pay}/deposit/bluOr/cancel?paymentTransactionId=${redirect.paymentTransactionId}`,
      undefined,
      accessToken,
    );
    expect((await settle(redirect, 'success')).status).toBe(409);
  });

  it('marks a transaction failed', async () => {
    const { accessToken } = await api.login();
    const redirect = await skrill(accessToken);
    const response = await api.post(
      `${pay}/transactions/${redirect.paymentTransactionId}/failTransaction?comment=cancelled`,
      undefined,
      accessToken,
    );
    expect([response.status, (await settle(redirect, 'success')).status]).toEqual([204, 409]);
  });

  it("answers 404 for another player's transaction", async () => {
    const anna = await api.login('anna');
    const janis = await api.login('janis');
    const redirect = await skrill(anna.accessToken);
    const response = await api.post(
      `${pay}/transactions/${redirect.paymentTransactionId}/failTransaction`,
      undefined,
      janis.accessToken,
    );
    expect(response.status).toBe(404);
  });

  it.each([
    ['POST', 'banklink?amount=5000&paymentMethod=SWEDBANK'],
    ['POST', 'neosurf?amount=5000'],
    ['GET', 'transact-pro/init?amount=5000'],
    ['GET', 'icard/redirect?amount=5000&provider=CARD'],
    ['GET', 'neopay/clientSideRedirect?amount=5000'],
    ['GET', 'bank-transfer?amount=5000'],
    ['POST', 'fastpay?amount=5000'],
  ])('answers %s %s with the sandbox payment page', async (method, path) => {
    const { accessToken } = await api.login();
    const response = await api.request(method, `${pay}/deposit/${path}`, undefined, accessToken, {});
    expect(new URL((response.body as Redirect).redirectUrl).pathname).toMatch(/^\/__sandbox\/pay\/\d+$/);
  });

  it('cancels a Neopay deposit', async () => {
    const { accessToken } = await api.login();
    const redirect = (await api.get(`${pay}/deposit/neopay/clientSideRedirect?amount=5000`, accessToken))
      .body as Redirect;
    const response = await api.post(
      `${pay}/deposit/neopay/cancel?paymentTransactionId=${redirect.paymentTransactionId}`,
      { token: 'np-1' },
      accessToken,
    );
    expect([response.status, (await settle(redirect, 'success')).status]).toEqual([204, 409]);
  });
});
