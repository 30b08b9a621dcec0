import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { findPlayerByUsername } from '../state.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

const events = '/__sandbox/players/anna/events';
const settings = '/api/v1/customerfacing/customers/responsibleGaming/settings';

describe('backend events: the sandbox works out the notification from what happened (POST players/{username}/events)', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const messageOf = async (event: object): Promise<unknown> => {
    const answer = await api.post(events, event);
    expect(answer.status).toBe(200);
    return (answer.body as { message: unknown }).message;
  };

  it("names the limit a bet passes, from the player's own limits", async () => {
    const { accessToken } = await api.login('anna');
    await api.post(
      settings,
      { limits: [{ type: 'CASINO_LOSS', period: 'WEEKLY', amount: 100 }] },
      accessToken,
    );
    expect(await messageOf({ event: 'bet-placed', product: 'RNG', amount: 500 })).toEqual({
      notificationType: 'RESPONSIBLE_GAMING_ERROR',
      responsibleGamingType: 'CASINO_LOSS',
      responsibleGamingPeriod: 'WEEKLY',
    });
  });

  it('plays a bet with bonus money when the cash does not cover it, with real money when it does', async () => {
    expect(await messageOf({ event: 'bet-placed', product: 'RNG', amount: 100 })).toEqual({
      notificationType: 'REAL_MONEY_PLAY',
    });
    const anna = findPlayerByUsername(sandbox.state, 'anna');
    if (anna === undefined) throw new Error('no anna');
    anna.cashBalance = 0;
    expect(await messageOf({ event: 'bet-placed', product: 'RNG', amount: 100 })).toEqual({
      notificationType: 'BONUS_MONEY_PLAY',
    });
  });

  it('gives the maximum bet per transaction of the configuration when a bet is above it', async () => {
    const { maxBetTransactionAmount } = sandbox.state.generalConfig;
    expect(
      await messageOf({ event: 'bet-placed', product: 'SPORT', amount: maxBetTransactionAmount + 1 }),
    ).toEqual({
      notificationType: 'MAX_BET_LIMIT_REACHED',
      maxBetConfiguration: { maxBetAmount: maxBetTransactionAmount, currency: 'EUR' },
    });
  });

  it('ends the sessions of an event that ends them: their tokens stop working', async () => {
    const { accessToken } = await api.login('anna');
    expect(await messageOf({ event: 'session-ended', cause: 'operator' })).toEqual({
      notificationType: 'SESSION_END_BY_OPERATOR',
    });
    expect(errorOf(await api.get(paths.balances, accessToken)).errorCode).toBe(97);
  });

  it("records the identity service's verdict on the player", async () => {
    await messageOf({ event: 'identity-check-completed', outcome: 'refused' });
    expect(findPlayerByUsername(sandbox.state, 'anna')?.kycVerified).toBe('NOT_VERIFIED');
  });

  it('refuses an event that cannot happen to the player with 400 and the reason', async () => {
    const answer = await api.post(events, { event: 'deposit-attempted', amount: 500 });
    expect([answer.status, errorOf(answer).errorMessage]).toEqual([
      400,
      'No deposit limit refuses this deposit',
    ]);
  });

  it('refuses an event it does not know with 400', async () => {
    expect((await api.post(events, { event: 'bet-refused', rule: 'full-moon' })).status).toBe(400);
  });
});
