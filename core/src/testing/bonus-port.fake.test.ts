import { describe, expect, it } from 'vitest';
import { createApiFailure } from './failure.builder.ts';
import { FakeBonusPort } from './bonus-port.fake.ts';
import { createBonusAssets } from './bonus.builder.ts';
import { InMemoryTokenStore } from './token-store.in-memory.ts';
import { createTokens } from './user.builder.ts';

describe('FakeBonusPort', () => {
  it('lists the assets of a product', async () => {
    const port = new FakeBonusPort();

    const live = await port.searchBonusAssets({ wageringProduct: 'LIVE_CASINO' });

    expect(live.ok && live.value.map((asset) => asset.bonusAssetId)).toEqual([3301, 3298]);
  });

  it('lists the assets in the states asked for', async () => {
    const port = new FakeBonusPort();

    const found = await port.searchBonusAssets({ statuses: ['AVAILABLE', 'CLEARED'] });

    expect(found.ok && found.value.map((asset) => asset.bonusAssetId)).toEqual([3303, 3302]);
  });

  it('refuses a private call without a session, and moves nothing', async () => {
    const port = new FakeBonusPort({ tokens: new InMemoryTokenStore() });

    expect(await port.claimBonusAsset(3302)).toEqual({ ok: false, error: createApiFailure(3) });
    expect(port.assets).toEqual(createBonusAssets());
  });

  it('answers a session’s calls', async () => {
    const port = new FakeBonusPort({ tokens: new InMemoryTokenStore(createTokens()) });

    expect(await port.getActiveBonusesCount(1001)).toEqual({ ok: true, value: 1 });
  });

  it('holds its answers until released', async () => {
    const port = new FakeBonusPort();
    const release = port.hold();
    let answered = false;
    const answer = port.hasActiveBonus(1001).then(() => {
      answered = true;
    });
    await Promise.resolve();
    expect(answered).toBe(false);

    release();
    await answer;

    expect(answered).toBe(true);
  });
});
