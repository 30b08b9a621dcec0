import { createBonusAsset } from '@lv-casino/core/testing/bonus.builder.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInPorts } from '../../testing/logged-in-ports.ts';
import { renderApp } from '../../testing/test-app.tsx';

/** A logged-in Latvian player with two active bonuses (and one that is not active), on a desktop. */
function renderPlayerHeader() {
  const ports = loggedInPorts({ lang: 'lv' });
  ports.bonuses.assets = [
    createBonusAsset({ bonusAssetId: 1, status: 'ACTIVE' }),
    createBonusAsset({ bonusAssetId: 2, status: 'ACTIVE' }),
    createBonusAsset({ bonusAssetId: 3, status: 'AVAILABLE' }),
  ];
  return renderApp('/lv/casino', { ports, language: 'lv' });
}

describe('a player’s header on a desktop', () => {
  it('shows the count of active bonuses, named as a phrase in the page’s language', async () => {
    renderPlayerHeader();
    const account = within(await screen.findByRole('region', { name: 'Jūsu konts' }));

    expect(await account.findByRole('button', { name: 'Bonusi 2 aktīvi bonusi' })).toBeTruthy();
  });

  it('opens the profile’s bonuses tab from the count, as the phone’s bottom bar does', async () => {
    const { user, router } = renderPlayerHeader();
    const account = within(await screen.findByRole('region', { name: 'Jūsu konts' }));

    await user.click(await account.findByRole('button', { name: /^Bonusi/ }));

    expect(router.state.location.search).toBe('?modal=profile&selectedTab=bonuses');
  });
});
