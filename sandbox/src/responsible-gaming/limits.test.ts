import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { bodyText } from '../stomp/stomp-frame.ts';
import { errorOf, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { walletOf } from '../wallet/wallet.store.ts';
import { LimitBreachError } from './limit-breach.error.ts';
import { coolingPeriodMs, limitsOf } from './limits.store.ts';

interface Limit {
  readonly type: string;
  readonly period: string;
  readonly amount: number;
  readonly usedAmount: number;
}
interface Adjustment {
  readonly uniqueId: string;
  readonly type: string;
  readonly period: string;
  readonly currentAmount: number | null;
  readonly newAmount: number | null;
  readonly confirmed: boolean | null;
}
interface Settings {
  readonly limits: Limit[];
  readonly pendingLimits: Adjustment[];
  readonly realityCheckInterval: number | null;
}

describe('responsible-gaming limits', () => {
  let care: CareSandbox;
  let token: string;
  let client: StompTestClient | undefined;

  beforeEach(async () => {
    care = await startCareSandbox();
    withoutRealityCheck(care.sandbox);
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    client?.close();
    client = undefined;
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const settings = async (): Promise<Settings> =>
    bodyOf<Settings>(await care.api.get(carePaths.settings(1001), token));
  const update = (body: unknown) => care.api.post(carePaths.updateSettings, body, token);
  const placeBetDaily = (s: Settings) => s.limits.find((l) => l.type === 'PLACE_BET' && l.period === 'DAILY');
  const pendingPlaceBetDaily = (s: Settings) =>
    s.pendingLimits.find((l) => l.type === 'PLACE_BET' && l.period === 'DAILY');

  it('serves the label’s default limits', async () => {
    const response = await care.api.get(carePaths.defaultLimits, token);
    expect(response.body).toMatchObject({
      limits: expect.arrayContaining([{ type: 'PLACE_BET', period: 'DAILY', amount: 100000 }]) as unknown,
    });
  });

  it('serves anna’s limits with their use, her pending raise and her reality-check interval', async () => {
    const s = await settings();
    expect(placeBetDaily(s)).toMatchObject({ amount: 50000 });
    expect(s.pendingLimits).toEqual([
      expect.objectContaining({ uniqueId: 'rg-adj-7f2c91', type: 'DEPOSIT', newAmount: 300000 }),
    ]);
    expect(s.realityCheckInterval).toBe(60);
  });

  it('refuses another customer’s settings with 4', async () => {
    expect(errorOf(await care.api.get(carePaths.settings(1002), token)).errorCode).toBe(4);
  });

  it('applies a lower limit at once', async () => {
    const response = await update({ limits: [{ type: 'PLACE_BET', period: 'DAILY', amount: 20000 }] });
    expect(placeBetDaily(bodyOf<Settings>(response))).toMatchObject({ amount: 20000 });
  });

  it('applies a new limit at once', async () => {
    await update({ limits: [{ type: 'WITHDRAW', period: 'WEEKLY', amount: 100000 }] });
    expect((await settings()).limits).toContainEqual(
      expect.objectContaining({ type: 'WITHDRAW', period: 'WEEKLY', amount: 100000 }),
    );
  });

  it('keeps a raise pending with a uniqueId until the cooling period ends', async () => {
    const s = bodyOf<Settings>(
      await update({ limits: [{ type: 'PLACE_BET', period: 'DAILY', amount: 80000 }] }),
    );
    expect(placeBetDaily(s)).toMatchObject({ amount: 50000 });
    expect(pendingPlaceBetDaily(s)).toMatchObject({
      currentAmount: 50000,
      newAmount: 80000,
      confirmed: null,
      uniqueId: expect.stringMatching(/^rg-adj-/) as unknown,
    });
  });

  it('keeps a removal pending like a raise', async () => {
    const s = bodyOf<Settings>(
      await update({
        limits: [{ type: 'LOSS', period: 'DAILY', amount: 3000 }],
        removeLimits: [{ type: 'PLACE_BET', period: 'DAILY' }],
      }),
    );
    expect(pendingPlaceBetDaily(s)).toMatchObject({ currentAmount: 50000, newAmount: null });
  });

  it.each([
    ['a zero amount', { limits: [{ type: 'LOSS', period: 'DAILY', amount: 0 }] }],
    [
      'a limit given twice',
      {
        limits: [
          { type: 'LOSS', period: 'DAILY', amount: 100 },
          { type: 'LOSS', period: 'DAILY', amount: 200 },
        ],
      },
    ],
    [
      'a per-transaction maximum with a period',
      { limits: [{ type: 'MAX_BET_AMOUNT', period: 'DAILY', amount: 100 }] },
    ],
    ['a period limit as ONCE', { limits: [{ type: 'LOSS', period: 'ONCE', amount: 100 }] }],
  ])('refuses %s with 57', async (_case, body) => {
    expect(errorOf(await update(body)).errorCode).toBe(57);
  });

  it('refuses limit changes with 4 when responsibleGamingLimitsEnabled is off', async () => {
    care.sandbox.state.customerConfig.responsibleGamingLimitsEnabled = false;
    expect(
      errorOf(await update({ limits: [{ type: 'LOSS', period: 'DAILY', amount: 100 }] })).errorCode,
    ).toBe(4);
  });

  it('drops the adjustments the customer declines', async () => {
    const response = await care.api.post(
      carePaths.confirm(['rg-adj-7f2c91'], false),
      { uniqueIds: ['rg-adj-7f2c91'], limits: [] },
      token,
    );
    expect(response.status).toBe(204);
    expect((await settings()).pendingLimits).toEqual([]);
  });

  it('applies a confirmed raise once the cooling period is over', async () => {
    const s = bodyOf<Settings>(
      await update({ limits: [{ type: 'PLACE_BET', period: 'DAILY', amount: 80000 }] }),
    );
    const id = pendingPlaceBetDaily(s)?.uniqueId ?? '';
    await care.api.post(carePaths.confirm([id], true), { uniqueIds: [id], limits: [] }, token);
    expect(pendingPlaceBetDaily(await settings())).toMatchObject({ confirmed: true });
    care.advance(coolingPeriodMs);
    token = await care.tokenOf('anna');
    const after = await settings();
    expect([placeBetDaily(after)?.amount, pendingPlaceBetDaily(after)]).toEqual([80000, undefined]);
  });

  it('answers 404 for an unknown uniqueId', async () => {
    const response = await care.api.post(
      carePaths.confirm(['rg-adj-none'], true),
      { uniqueIds: ['rg-adj-none'], limits: [] },
      token,
    );
    expect(response.status).toBe(404);
  });

  it('tells a connected customer RESPONSIBLE_GAMING_CHANGES_APPLY when a raise is due', async () => {
    care.advance(coolingPeriodMs);
    token = await care.tokenOf('anna');
    client = await StompTestClient.open(care.sandbox.url);
    await client.connect(token);
    client.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
    await client.nextFrame();
    await settings();
    const message = JSON.parse(bodyText(await client.nextFrame())) as unknown;
    expect(message).toEqual({
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: {
        uniqueIds: ['rg-adj-7f2c91'],
        limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
      },
    });
  });

  it('announces a due raise on the next call of any player-care operation', async () => {
    care.advance(coolingPeriodMs);
    token = await care.tokenOf('anna');
    client = await StompTestClient.open(care.sandbox.url);
    await client.connect(token);
    client.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
    await client.nextFrame();
    await care.api.get(carePaths.activeCount(1001), token);
    const message = JSON.parse(bodyText(await client.nextFrame())) as { notificationType: string };
    expect(message.notificationType).toBe('RESPONSIBLE_GAMING_CHANGES_APPLY');
  });

  it('filters the limit records by type and period', async () => {
    const response = await care.api.get(`${carePaths.limits}?type=PLACE_BET&period=WEEKLY`, token);
    expect(response.body).toEqual({
      current: [expect.objectContaining({ type: 'PLACE_BET', period: 'WEEKLY', amount: 150000 })],
      pending: [],
    });
  });

  it('counts casino rounds of other areas against PLACE_BET and refuses a stake over it with 40', async () => {
    const { state } = care.sandbox;
    const anna = state.players.find((p) => p.id === 1001);
    const game = state.catalogue.games.find((g) => g.gameType === 'RNG');
    if (!anna || !game) throw new Error('no anna or game');
    walletOf(state).recordCasinoRound(anna, { roundId: 'T-1', game, betAmount: 45000, winAmount: 0 });
    expect(placeBetDaily(await settings())).toMatchObject({ usedAmount: 45000 });
    expect(() => {
      limitsOf(state).assertWithin(anna, ['PLACE_BET', 'CASINO_BETS'], 6000);
    }).toThrow(LimitBreachError);
  });
});
