import { ClaimBonusUseCase } from '@lv-casino/core/bonuses/claim-bonus.use-case.ts';
import { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import { LoadBonusPageUseCase } from '@lv-casino/core/bonuses/load-bonus-page.use-case.ts';
import { ReleaseClearedBonusUseCase } from '@lv-casino/core/bonuses/release-cleared-bonus.use-case.ts';
import { RemoveBonusUseCase } from '@lv-casino/core/bonuses/remove-bonus.use-case.ts';
import { ErrorCatalogueTable } from '@lv-casino/core/errors/error-catalogue.table.ts';
import { createBonusAsset } from '@lv-casino/core/testing/bonus.builder.ts';
import { FakeBonusPort } from '@lv-casino/core/testing/bonus-port.fake.ts';
import { CONTRACT_ERROR_TABLE } from '@lv-casino/core/testing/generated/error-catalogue.fixture.ts';
import { describe, expect, it } from 'vitest';
import { ProfileBonusesStore } from './profile-bonuses.store.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

function createStore(options: { customerId?: number | null } = {}) {
  const port = new FakeBonusPort();
  const counts: number[] = [];
  let balanceRefreshes = 0;
  const store = new ProfileBonusesStore({
    loadPage: new LoadBonusPageUseCase(port, errors),
    claim: new ClaimBonusUseCase(port, errors),
    remove: new RemoveBonusUseCase(port, errors),
    release: new ReleaseClearedBonusUseCase(port, errors),
    countActive: new CountActiveBonusesUseCase(port, errors),
    customerId: () => (options.customerId === undefined ? 1001 : options.customerId),
    refreshBalance: () => {
      balanceRefreshes += 1;
      return Promise.resolve();
    },
    onActiveCount: (count) => counts.push(count),
  });
  return { port, store, counts, balanceRefreshes: () => balanceRefreshes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ProfileBonusesStore', () => {
  it('drops the answers that arrive after the tab closed', async () => {
    const { port, store, counts } = createStore();
    const release = port.hold();
    store.activate();
    store.dispose();
    release();
    await settle();

    expect([store.page, store.activeCount, counts]).toEqual([null, null, []]);
  });

  it('ignores a second claim of a bonus while the first is under way', async () => {
    const { port, store } = createStore();
    store.activate();
    await settle();
    const available = createBonusAsset({ bonusAssetId: 3302, status: 'AVAILABLE' });
    const release = port.hold();

    const first = store.claim(available);
    const second = store.claim(available);
    release();
    await Promise.all([first, second]);

    expect(port.calls.filter((call) => call.call === 'claimBonusAsset')).toHaveLength(1);
  });

  it('asks nothing for an action the bonus’s state does not offer', async () => {
    const { port, store } = createStore();

    await store.release(createBonusAsset({ status: 'ACTIVE' }));

    expect(port.calls).toEqual([]);
  });

  it('does not remove without a logged-in customer', async () => {
    const { port, store } = createStore({ customerId: null });
    store.askRemoval(createBonusAsset());

    await store.confirmRemoval(createBonusAsset());

    expect([store.confirmingRemoval, port.calls]).toEqual([null, []]);
  });

  it('tells the app the count only when it changed', async () => {
    const { store, counts } = createStore();
    store.activate();
    await settle();

    await store.claim(createBonusAsset({ bonusAssetId: 3303, status: 'CLEARED' }));
    await store.release(createBonusAsset({ bonusAssetId: 3303, status: 'CLEARED' }));

    expect(counts).toEqual([1]);
  });

  it('refreshes the balance after an action that moved money, not after a failed one', async () => {
    const { store, balanceRefreshes } = createStore();

    await store.claim(createBonusAsset({ bonusAssetId: 3301, status: 'AVAILABLE' }));
    await store.release(createBonusAsset({ bonusAssetId: 3303, status: 'CLEARED' }));

    expect([store.feedback[3301], balanceRefreshes()]).toEqual([
      { action: 'claim', phase: 'failed', messageKey: 'bonuses.error.claim.notAllowed' },
      1,
    ]);
  });
});
