import { MODAL_NAMES } from '@lv-casino/core/routing/modal-route.rule.ts';
import { profileTabs } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/test-app.tsx';
import { MODALS, PROFILE_TABS } from './modals.ts';

describe('the registry of modals', () => {
  it('has exactly one entry for every modal value', () => {
    expect(MODALS.map((entry) => entry.modal).sort()).toEqual([...MODAL_NAMES].sort());
  });

  it('opens the install prompt for a deep link to promptModal', async () => {
    renderApp('/en/casino?modal=promptModal');

    // The dialog's texts are a chunk of their own, loaded with it.
    expect(
      await screen.findByRole('dialog', { name: 'Install the LV Casino app' }, { timeout: 10_000 }),
    ).toBeDefined();
  });

  it('closing a modal removes its own parameters and keeps the others', async () => {
    const { user, router } = renderApp('/en/casino?modal=reset-password&username=anna&key=k1&btag=7');

    await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(router.state.location.search).toBe('?btag=7');
  });

  it('refuses a modal for logged-in players to a visitor', async () => {
    const { router } = renderApp('/en/casino?modal=profile&selectedTab=kyc');

    await screen.findByRole('button', { name: 'Log in' });
    await expect.poll(() => router.state.location.search).toBe('');
  });
});

describe('the registry of profile tabs', () => {
  it('has exactly one entry for every tab core can show', () => {
    const every = profileTabs({
      responsibleGamingLimitsEnabled: true,
      selfExcludeEnabled: true,
      inboxMessagesEnabled: true,
    }).filter((tab) => tab !== 'close');
    expect(PROFILE_TABS.map((entry) => entry.tab).sort()).toEqual([...every].sort());
  });
});
