import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { errorOf } from '../testing/sandbox-harness.ts';
import { bonusesOf } from './bonus.store.ts';

interface Asset {
  readonly bonusAssetId: number;
  readonly status: string;
}

describe('bonuses', () => {
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

  const anna = () => {
    const player = care.sandbox.state.players.find((p) => p.id === 1001);
    if (!player) throw new Error('no anna');
    return player;
  };
  const statusOf = async (id: number) =>
    bodyOf<Asset[]>(await care.api.post(carePaths.bonusSearch, {}, token)).find((a) => a.bonusAssetId === id)
      ?.status;

  it('pages the bonus table with recordsTotal and the status filter', async () => {
    const response = await care.api.post(carePaths.bonusTable, { draw: 3, start: 0, length: 2 }, token);
    expect(response.body).toMatchObject({ draw: 3, recordsTotal: 5, recordsFiltered: 5 });
    expect(bodyOf<{ data: Asset[] }>(response).data.map((a) => a.bonusAssetId)).toEqual([3303, 3302]);
    const active = await care.api.post(
      carePaths.bonusTable,
      { draw: 4, start: 0, length: 10, status: 'ACTIVE' },
      token,
    );
    expect(active.body).toMatchObject({
      recordsTotal: 5,
      recordsFiltered: 1,
      data: [{ bonusAssetId: 3301 }],
    });
  });

  it('searches by status and wagering product', async () => {
    const response = await care.api.post(
      carePaths.bonusSearch,
      { statuses: ['AVAILABLE', 'ACTIVE', 'CLEARED'], wageringProduct: 'LIVE_CASINO' },
      token,
    );
    expect(bodyOf<Asset[]>(response).map((a) => a.bonusAssetId)).toEqual([3301]);
  });

  it('tells that anna has one active bonus', async () => {
    expect((await care.api.get(carePaths.hasActive(1001), token)).body).toEqual({ hasActive: true });
    expect((await care.api.get(carePaths.activeCount(1001), token)).body).toEqual({
      customerActiveBonuses: 1,
    });
  });

  it('refuses another customer’s id with 4', async () => {
    const response = await care.api.get(carePaths.activeCount(1002), token);
    expect(response.status).toBe(400);
    expect(errorOf(response).errorCode).toBe(4);
  });

  it('claims an available bonus: it turns ACTIVE and its money joins the bonus balance', async () => {
    const response = await care.api.post(carePaths.claim(3302), undefined, token);
    expect(response.body).toMatchObject({ bonusAssetId: 3302, status: 'ACTIVE', bonusAmount: 1000 });
    expect(anna().bonusBalance).toBe(3000);
    expect((await care.api.get(carePaths.activeCount(1001), token)).body).toEqual({
      customerActiveBonuses: 2,
    });
    const payments = await care.api.get(carePaths.history('payments'), token);
    expect(bodyOf<{ content: unknown[] }>(payments).content[0]).toMatchObject({
      type: 'BONUS',
      amount: 1000,
    });
  });

  it('refuses to claim a bonus that is not available with 4', async () => {
    expect(errorOf(await care.api.post(carePaths.claim(3301), undefined, token)).errorCode).toBe(4);
  });

  it('answers 404 for a bonus the customer does not have', async () => {
    expect((await care.api.post(carePaths.claim(3310), undefined, token)).status).toBe(404);
  });

  it('forfeits an active bonus and its money', async () => {
    const response = await care.api.post(carePaths.removeBonus(3301, 1001), undefined, token);
    expect(response.status).toBe(204);
    expect(anna().bonusBalance).toBe(500);
    expect(await statusOf(3301)).toBe('CANCELLED');
  });

  it('releases a cleared bonus to cash', async () => {
    const response = await care.api.post(carePaths.releaseBonus(3303), undefined, token);
    expect(response.body).toMatchObject({ bonusAssetId: 3303, status: 'RELEASED' });
    expect([anna().cashBalance, anna().bonusBalance]).toEqual([125550, 1500]);
  });

  it('refuses to release a bonus that is not cleared with 4', async () => {
    expect(errorOf(await care.api.post(carePaths.releaseBonus(3301), undefined, token)).errorCode).toBe(4);
  });

  it('clears an active bonus once wagers reach its requirement', async () => {
    bonusesOf(care.sandbox.state).recordWager(anna(), 'LIVE_CASINO', 52500 - 18400);
    expect(await statusOf(3301)).toBe('CLEARED');
  });

  it('expires an active bonus at its expiry date and takes its money back', async () => {
    care.advance(15 * 24 * 3600_000);
    const fresh = await care.tokenOf('anna');
    const response = await care.api.post(carePaths.bonusSearch, { statuses: ['EXPIRED'] }, fresh);
    expect(bodyOf<Asset[]>(response).map((a) => a.bonusAssetId)).toEqual([3302, 3301, 3290]);
    expect(anna().bonusBalance).toBe(500);
    const payments = await care.api.get(carePaths.history('payments'), fresh);
    expect(bodyOf<{ content: unknown[] }>(payments).content[0]).toMatchObject({
      type: 'BONUS',
      amount: -1500,
    });
  });
});
