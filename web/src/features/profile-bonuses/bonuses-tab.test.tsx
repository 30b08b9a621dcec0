import { createBonusAsset } from '@lv-casino/core/testing/bonus.builder.ts';
import { FakeBonusPort } from '@lv-casino/core/testing/bonus-port.fake.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { profileTabs } from './profile-bonuses.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from '../../testing/profile-tab.tsx';

const bonusesTab = tabEntryOf('profile-bonuses', profileTabs, 'bonuses');

/**
 * The bonuses tab as the profile modal shows it, for anna logged in with her sandbox bonuses: the app's
 * container over fake ports and a fake BonusPort, the tab's chunk prepared as the profile does.
 */
async function renderTab(bonuses = new FakeBonusPort()) {
  const { ports, container, user } = await renderProfileTab(bonusesTab, {
    ports: { ...createTestPorts(), bonuses },
  });
  await screen.findByRole('heading', { level: 3, name: 'Your bonuses' });
  await waitFor(() => {
    expect(screen.queryByText('Loading your bonuses…')).toBeNull();
  });
  const counts = container.get(AccountCountsStore);
  return { bonuses, ports, counts, user };
}

/** The table row of a bonus, by its name. */
const rowOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (row === null) throw new Error(`no row of ${name}`);
  return within(row);
};

describe('the bonuses tab', () => {
  it('lists the bonuses in a table with a caption and column headers', async () => {
    await renderTab();

    const table = screen.getByRole('table', { name: '5 bonuses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Bonus', 'Amount', 'Status', 'Expires', 'Wagering', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
  });

  it('shows a bonus’s amount, state, products and wagering progress', async () => {
    await renderTab();

    const row = rowOf('Sveiciena bonuss 100%');
    expect(row.getByText('15.00 EUR')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText(/^Counts in:/).textContent).toBe('Counts in: Casino and Live casino');
    expect(
      row
        .getByRole('progressbar', { name: 'Wagering of Sveiciena bonuss 100%' })
        .getAttribute('aria-valuenow'),
    ).toBe('35');
    expect(row.getByText('184.00 EUR of 525.00 EUR wagered (35 %)')).toBeTruthy();
  });

  it('shows when a bonus expires as DD/MM/YYYY, HH:mm:ss', async () => {
    await renderTab();

    expect(rowOf('Sveiciena bonuss 100%').getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
  });

  it('offers each bonus the actions of its state', async () => {
    await renderTab();

    const names = (bonus: string) =>
      rowOf(bonus)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(names('Piektdienas bezmaksas griezieni')).toEqual([
      'Claim Piektdienas bezmaksas griezieni',
      'Remove Piektdienas bezmaksas griezieni',
    ]);
    expect(names('Sveiciena bonuss 100%')).toEqual(['Remove Sveiciena bonuss 100%']);
    expect(names('Nedēļas nogales naudas atmaksa')).toEqual(['Move to cash Nedēļas nogales naudas atmaksa']);
    expect(names('Rudens turnīra balva')).toEqual([]);
  });

  it('says how many bonuses are active and sets the count the badges show', async () => {
    const { counts } = await renderTab();

    expect(await screen.findByText('You have 1 active bonus.')).toBeTruthy();
    expect(counts.activeBonuses).toBe(1);
  });

  it('claims a bonus, says so, and refreshes the list, the count and the balance', async () => {
    const { bonuses, ports, counts, user } = await renderTab();
    await screen.findByText('You have 1 active bonus.');
    const balanceCalls = ports.customer.calls.filter((call) => call === 'getBalance').length;

    await user.click(screen.getByRole('button', { name: 'Claim Piektdienas bezmaksas griezieni' }));

    expect(
      await screen.findByText(
        'Piektdienas bezmaksas griezieni is claimed: its money is in your bonus balance.',
      ),
    ).toBeTruthy();
    expect(bonuses.calls).toContainEqual({ call: 'claimBonusAsset', bonusAssetId: 3302 });
    await screen.findByText('You have 2 active bonuses.');
    expect(rowOf('Piektdienas bezmaksas griezieni').getByText('Active')).toBeTruthy();
    expect(counts.activeBonuses).toBe(2);
    expect(ports.customer.calls.filter((call) => call === 'getBalance').length).toBeGreaterThan(balanceCalls);
  });

  it('shows the claim busy while it is under way', async () => {
    const { bonuses, user } = await renderTab();
    const release = bonuses.hold();

    await user.click(screen.getByRole('button', { name: 'Claim Piektdienas bezmaksas griezieni' }));

    const busy = screen.getByRole('button', { name: 'Claiming… Piektdienas bezmaksas griezieni' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    release();
    await screen.findByText(/is claimed/);
  });

  it('asks before removing a bonus, and keeps it when the player says so', async () => {
    const { bonuses, user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Remove Sveiciena bonuss 100%' }));
    const question = screen.getByRole('group', {
      name: /Remove Sveiciena bonuss 100%\? Its bonus money is lost/,
    });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Keep the bonus' }));
    await user.click(within(question).getByRole('button', { name: 'Keep the bonus' }));

    expect(bonuses.calls.some((call) => call.call === 'removeBonusAsset')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Sveiciena bonuss 100%' })).toBeTruthy();
  });

  it('removes a bonus once confirmed, for the logged-in customer', async () => {
    const { bonuses, user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Remove Sveiciena bonuss 100%' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('Sveiciena bonuss 100% is removed.')).toBeTruthy();
    expect(bonuses.calls).toContainEqual({ call: 'removeBonusAsset', bonusAssetId: 3301, customerId: 1001 });
    expect(rowOf('Sveiciena bonuss 100%').getByText('Removed')).toBeTruthy();
    expect(await screen.findByText('You have no active bonus.')).toBeTruthy();
  });

  it('releases a cleared bonus to cash', async () => {
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'Move to cash Nedēļas nogales naudas atmaksa' }));

    expect(
      await screen.findByText(
        'Nedēļas nogales naudas atmaksa is paid out: its money is in your cash balance.',
      ),
    ).toBeTruthy();
    expect(rowOf('Nedēļas nogales naudas atmaksa').getByText('Paid out')).toBeTruthy();
  });

  it('says why an action was refused by the bonus’s state, under its buttons', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.failures = { claimBonusAsset: createApiFailure(4, 400) };
    const { user } = await renderTab(bonuses);

    await user.click(screen.getByRole('button', { name: 'Claim Piektdienas bezmaksas griezieni' }));

    const alert = await rowOf('Piektdienas bezmaksas griezieni').findByRole('alert');
    expect(alert.textContent).toBe(
      'The bonus could not be claimed. It can no longer be claimed: it was claimed, removed or has expired meanwhile.',
    );
  });

  it('says why an action failed with the catalogue’s text of another code', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.failures = { releaseClearedBonusAsset: createApiFailure(41) };
    const { user } = await renderTab(bonuses);

    await user.click(screen.getByRole('button', { name: 'Move to cash Nedēļas nogales naudas atmaksa' }));

    const alert = await rowOf('Nedēļas nogales naudas atmaksa').findByRole('alert');
    await waitFor(() => {
      expect(alert.textContent).toMatch(/^The bonus could not be moved to cash\. .+/);
    });
  });

  it('shows the bonuses of the state chosen', async () => {
    const { bonuses, user } = await renderTab();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Wagered');

    await screen.findByRole('table', { name: '1 bonus' });
    expect(bonuses.calls.at(-1)).toEqual({
      call: 'searchBonusAssetsForTable',
      query: { start: 0, length: 10, status: 'CLEARED' },
    });
  });

  it('says when no bonus is in the state chosen', async () => {
    const { user } = await renderTab();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Removed');

    expect(await screen.findByText(/You have no bonuses in this state/)).toBeTruthy();
  });

  it('says when the player has never had a bonus', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.assets = [];
    await renderTab(bonuses);

    expect(screen.getByText('You have no bonuses yet. Bonuses you receive will appear here.')).toBeTruthy();
  });

  it('pages through more than ten bonuses', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.assets = Array.from({ length: 12 }, (_, index) =>
      createBonusAsset({ bonusAssetId: 100 + index, bonusName: `Bonuss ${String(index + 1)}` }),
    );
    const { user } = await renderTab(bonuses);
    const pager = screen.getByRole('navigation', { name: 'Pages of your bonuses' });
    expect(within(pager).getByText('Page 1 of 2 · 12 bonuses')).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));

    await screen.findByRole('link', { name: 'Bonuss 11' });
    expect(within(pager).getByText('Page 2 of 2 · 12 bonuses')).toBeTruthy();
  });

  it('says why the bonuses could not be loaded, and loads them again on retry', async () => {
    const bonuses = new FakeBonusPort();
    bonuses.failures = { searchBonusAssetsForTable: createApiFailure(41) };
    const { user } = await renderTab(bonuses);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Your bonuses could not be loaded\./);
    bonuses.failures = {};
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: '5 bonuses' })).toBeTruthy();
  });
});
