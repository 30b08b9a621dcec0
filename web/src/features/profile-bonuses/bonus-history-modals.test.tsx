import { FakeBonusPort } from '@lv-casino/core/testing/bonus-port.fake.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModalEntry } from '../../kernel/registry.ts';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { modals } from './profile-bonuses.feature.ts';
import { modalEntryOf } from '../../testing/contributions.ts';
import { renderAccountModal } from '../../testing/profile-tab.tsx';

const bonusHistoryDetailsModal = modalEntryOf('profile-bonuses', modals, 'bonus-history-details');
const bonusHistoryGamesCategoriesModal = modalEntryOf(
  'profile-bonuses',
  modals,
  'bonus-history-games-categories',
);

/** A bonus-history modal at `search`, for anna logged in with her sandbox bonuses. */
async function renderModal(entry: ModalEntry, search: string, bonuses = new FakeBonusPort()) {
  const { router, user } = await renderAccountModal(entry, search, {
    ports: { ...createTestPorts(), bonuses },
  });
  return { router, bonuses, user };
}

describe('the bonus-history details modal', () => {
  it('shows the bonus the query names, titled with its name', async () => {
    await renderModal(bonusHistoryDetailsModal, 'bonusAssetId=3301');

    const dialog = await screen.findByRole('dialog', { name: 'Sveiciena bonuss 100%' });
    expect(within(dialog).getByText('15.00 EUR')).toBeTruthy();
    expect(within(dialog).getByText('Active')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(within(dialog).getByRole('link', { name: 'Where it counts' }).getAttribute('href')).toBe(
      '?modal=bonus-history-games-categories&bonusAssetId=3301',
    );
  });

  it('says a bonus the player does not have is not found', async () => {
    await renderModal(bonusHistoryDetailsModal, 'bonusAssetId=4040');

    expect(await screen.findByRole('dialog', { name: 'Bonus not found' })).toBeTruthy();
  });

  it('says an id that is not one is not found, without asking the server', async () => {
    const { bonuses } = await renderModal(bonusHistoryDetailsModal, 'bonusAssetId=abc');

    await screen.findByRole('dialog', { name: 'Bonus not found' });
    expect(bonuses.calls).toEqual([]);
  });

  it('says why the bonus could not be loaded, with a retry', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.failures = { searchBonusAssets: createApiFailure(41) };
    const { user } = await renderModal(bonusHistoryDetailsModal, 'bonusAssetId=3301', bonuses);

    const alert = await screen.findByRole('alert');
    bonuses.failures = {};
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('dialog', { name: 'Sveiciena bonuss 100%' })).toBeTruthy();
  });
});

describe('the bonus-history games categories modal', () => {
  it('links each product the bonus counts in to its lobby', async () => {
    await renderModal(bonusHistoryGamesCategoriesModal, 'bonusAssetId=3301');

    const dialog = await screen.findByRole('dialog', { name: 'Where Sveiciena bonuss 100% counts' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Casino', '/en/casino'],
      ['Live casino', '/en/live-casino'],
    ]);
  });

  it('takes the player to the lobby chosen', async () => {
    const { router, user } = await renderModal(bonusHistoryGamesCategoriesModal, 'bonusAssetId=3301');

    await user.click(await screen.findByRole('link', { name: 'Live casino' }));

    expect(router.state.location.pathname).toBe('/en/live-casino');
  });
});
