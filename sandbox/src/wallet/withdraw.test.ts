import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { demoPlayers } from '../seed/players.seed.ts';
import { errorOf } from '../testing/sandbox-harness.ts';
import { walletOf, withdrawalReviewMs } from './wallet.store.ts';

describe('withdrawals', () => {
  let care: CareSandbox;
  let token: string;

  beforeEach(async () => {
    care = await startCareSandbox();
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const anna = () => care.sandbox.state.players.find((p) => p.id === 1001);
  const withdraw = (amount: number, methodId = 'BANK_TRANSFER') =>
    care.api.post(carePaths.withdraw, { methodId, amount }, token);

  it('lists the methods anna deposited with, with their bounds', async () => {
    const response = await care.api.get(carePaths.withdrawMethods, token);
    expect(response.status).toBe(200);
    expect(bodyOf<{ methodId: string }[]>(response).map((m) => m.methodId)).toEqual([
      'BANK_TRANSFER',
      'CARD_VISA_5610',
      'CARD_MASTERCARD_0427',
    ]);
  });

  it('gives each method the logo of its card scheme or bank transfer, which the sandbox serves', async () => {
    const methods = bodyOf<{ logoUrl: string }[]>(await care.api.get(carePaths.withdrawMethods, token));
    const logos = methods.map((m) => m.logoUrl);
    const served = await Promise.all(
      logos.map(async (logo) => (await fetch(new URL(logo, care.sandbox.url))).status),
    );
    expect([logos, served]).toEqual([
      ['/__sandbox/logos/bank-transfer.svg', '/__sandbox/logos/visa.svg', '/__sandbox/logos/mastercard.svg'],
      [200, 200, 200],
    ]);
  });

  it('refuses the methods of a player who is not KYC-verified with 91', async () => {
    const response = await care.api.get(carePaths.withdrawMethods, await care.tokenOf('janis'));
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(91);
  });

  it('answers 35 to a verified player who never deposited', async () => {
    await care.close();
    const [, janis] = demoPlayers();
    if (!janis) throw new Error('no janis');
    const newcomer = { ...janis, id: 1003, username: 'liga', kycVerified: 'VERIFIED' as const };
    care = await startCareSandbox({ seed: { players: [...demoPlayers(), newcomer] } });
    const response = await care.api.get(carePaths.withdrawMethods, await care.tokenOf('liga'));
    expect(errorOf(response).errorCode).toBe(35);
  });

  it('moves the amount from cash into a PENDING withdrawal', async () => {
    const response = await withdraw(5000);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ methodId: 'BANK_TRANSFER', amount: 5000, status: 'PENDING' });
    expect(anna()?.cashBalance).toBe(125050 - 5000);
    const cashier = await care.api.get(carePaths.history('cashier'), token);
    expect(bodyOf<{ content: unknown[] }>(cashier).content[0]).toMatchObject({
      type: 'WITHDRAW',
      amount: 5000,
      status: 'PENDING',
    });
  });

  it('returns the money when a pending withdrawal is cancelled', async () => {
    const { withdrawalId } = bodyOf<{ withdrawalId: number }>(await withdraw(5000));
    const response = await care.api.post(carePaths.cancelWithdrawal(withdrawalId), undefined, token);
    expect(response.body).toMatchObject({ withdrawalId, status: 'CANCELLED' });
    expect(anna()?.cashBalance).toBe(125050);
  });

  it('refuses to cancel a withdrawal that is no longer pending with 4', async () => {
    const { withdrawalId } = bodyOf<{ withdrawalId: number }>(await withdraw(5000));
    await care.api.post(carePaths.cancelWithdrawal(withdrawalId), undefined, token);
    const again = await care.api.post(carePaths.cancelWithdrawal(withdrawalId), undefined, token);
    expect(errorOf(again).errorCode).toBe(4);
  });

  it('pays a withdrawal out after its review window; it can no longer be cancelled', async () => {
    const { withdrawalId } = bodyOf<{ withdrawalId: number }>(await withdraw(5000));
    care.advance(withdrawalReviewMs);
    token = await care.tokenOf('anna');
    const cashier = await care.api.get(carePaths.history('cashier'), token);
    expect(bodyOf<{ content: unknown[] }>(cashier).content[0]).toMatchObject({
      type: 'WITHDRAW',
      status: 'SUCCESS',
    });
    const cancel = await care.api.post(carePaths.cancelWithdrawal(withdrawalId), undefined, token);
    expect(errorOf(cancel).errorMessage).toMatch(/PAID/);
  });

  it('answers 404 for a withdrawal the customer does not have', async () => {
    const response = await care.api.post(carePaths.cancelWithdrawal(99999), undefined, token);
    expect(response.status).toBe(404);
  });

  it.each([
    ['under the minimum', 999, 'BANK_TRANSFER', 24],
    ['over the maximum', 200001, 'CARD_VISA_5610', 23],
    ['over the cash balance', 130000, 'BANK_TRANSFER', 21],
    ['to an unverified card', 5000, 'CARD_MASTERCARD_0427', 116],
  ])('refuses a withdrawal %s', async (_case, amount, methodId, errorCode) => {
    const response = await withdraw(amount, methodId);
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(errorCode);
    expect(anna()?.cashBalance).toBe(125050);
  });

  it('answers 25 when the cash balance is empty', async () => {
    const player = anna();
    if (player) player.cashBalance = 0;
    expect(errorOf(await withdraw(5000)).errorCode).toBe(25);
  });

  it('answers 117 while a sports bet is open', async () => {
    const player = anna();
    if (!player) throw new Error('no anna');
    walletOf(care.sandbox.state).ledgerOf(player).sports.push({
      betId: 'SB-2026-200001',
      betType: 'SINGLE',
      description: 'Latvija – Igaunija: 1',
      stake: 1000,
      odds: 1.85,
      winAmount: null,
      currency: 'EUR',
      status: 'OPEN',
      placedAt: care.sandbox.state.now(),
      settledAt: null,
    });
    expect(errorOf(await withdraw(5000)).errorCode).toBe(117);
  });

  it('answers 69 for a frozen account', async () => {
    const player = anna();
    if (player) player.accountLockStatus = 'FROZEN';
    expect(errorOf(await withdraw(5000)).errorCode).toBe(69);
  });

  it('answers 40 with the type and period when a WITHDRAW limit would be exceeded', async () => {
    await care.api.post(
      carePaths.updateSettings,
      { limits: [{ type: 'WITHDRAW', period: 'DAILY', amount: 10000 }] },
      token,
    );
    expect((await withdraw(6000)).status).toBe(200);
    const response = await withdraw(6000);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 40,
      responsibleGamingType: 'WITHDRAW',
      responsibleGamingPeriod: 'DAILY',
    });
  });
});
