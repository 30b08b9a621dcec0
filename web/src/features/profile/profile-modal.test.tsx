import { ok } from '@lv-casino/core/shared/result.ts';
import { createCustomerConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp, type TestPorts } from '../../testing/test-app.tsx';

const loggedIn = (ports: TestPorts = createTestPorts()): TestPorts => {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(
    createUser({ lang: 'en', firstName: 'Anna', lastName: 'Bērziņa', middleName: 'Gold' }),
  );
  return ports;
};

const tabNames = async (): Promise<string[]> => {
  const list = await screen.findByRole('tablist', { name: 'Your account' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
};

describe('the profile modal', () => {
  it('lists the tabs every player has, in order, until the customer config enables more', async () => {
    const ports = loggedIn();
    ports.config.customer = ok(
      createCustomerConfig({
        responsibleGamingLimitsEnabled: false,
        selfExcludeEnabled: false,
        inboxMessagesEnabled: false,
      }),
    );
    renderApp('/en/casino?modal=profile', { ports });

    await waitFor(() => {
      expect(ports.config.calls).toContain('getCustomer');
    });
    expect(await tabNames()).toEqual([
      'Deposit',
      'Withdraw',
      'My profile',
      'Bonuses',
      'History',
      'Identity verification',
      'Activity',
    ]);
  });

  it('adds limits, self-exclusion and messages when the customer config enables them', async () => {
    const ports = loggedIn();
    ports.config.customer = ok(
      createCustomerConfig({
        responsibleGamingLimitsEnabled: true,
        selfExcludeEnabled: true,
        inboxMessagesEnabled: true,
      }),
    );
    renderApp('/en/casino?modal=profile', { ports });

    await waitFor(async () => {
      expect((await tabNames()).slice(-3)).toEqual(['Limits', 'Self-exclusion', 'Messages']);
    });
  });

  it('opens on the first tab when none is named', async () => {
    renderApp('/en/casino?modal=profile', { ports: loggedIn() });

    expect(await screen.findByRole('tab', { name: 'Deposit', selected: true })).toBeTruthy();
  });

  it('shows my profile for selectedTab=change-password', async () => {
    renderApp('/en/casino?modal=profile&selectedTab=change-password', { ports: loggedIn() });

    expect(await screen.findByRole('tab', { name: 'My profile', selected: true })).toBeTruthy();
  });

  it('names the dialog after the active tab', async () => {
    renderApp('/en/casino?modal=profile&selectedTab=history', { ports: loggedIn() });

    expect(await screen.findByRole('dialog', { name: 'History' })).toBeTruthy();
  });

  it('puts the chosen tab in the URL', async () => {
    const { router, user } = renderApp('/en/casino?modal=profile&selectedTab=history', {
      ports: loggedIn(),
    });

    await user.click(await screen.findByRole('tab', { name: 'Withdraw' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=profile&selectedTab=withdraw');
    });
  });

  it('moves the focus along the tabs with the arrow keys without opening them', async () => {
    const { router, user } = renderApp('/en/casino?modal=profile&selectedTab=history', {
      ports: loggedIn(),
    });
    (await screen.findByRole('tab', { name: 'History' })).focus();

    await user.keyboard('{ArrowDown}');

    expect(document.activeElement?.textContent).toBe('Identity verification');
    expect(router.state.location.search).toBe('?modal=profile&selectedTab=history');
  });

  it('ends with a close tab that closes the profile', async () => {
    const { router, user } = renderApp('/en/casino?modal=profile', { ports: loggedIn() });

    // The dialog's own close button comes first; the close tab ends the tab column.
    const closers = await screen.findAllByRole('button', { name: 'Close' });
    const closeTab = closers.at(-1);
    if (closeTab === undefined) throw new Error('no close tab');
    await user.click(closeTab);

    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('is not shown to a visitor', async () => {
    const { router } = renderApp('/en/casino?modal=profile');

    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });
});

describe('profile-options', () => {
  it("shows the player's name, status and balance", async () => {
    renderApp('/en/casino?modal=profile-options', { ports: loggedIn() });

    const dialog = await screen.findByRole('dialog', { name: 'Anna Bērziņa' });
    expect(within(dialog).getByText('Player status: Gold')).toBeTruthy();
    expect(within(dialog).getByText('Balance')).toBeTruthy();
  });

  it('opens the profile on the tab chosen', async () => {
    const { router, user } = renderApp('/en/casino?modal=profile-options', { ports: loggedIn() });

    await user.click(await screen.findByRole('button', { name: 'History' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=profile&selectedTab=history');
    });
  });

  it('opens the deposit tab from its deposit button', async () => {
    const { router, user } = renderApp('/en/casino?modal=profile-options', { ports: loggedIn() });
    const dialog = await screen.findByRole('dialog', { name: 'Anna Bērziņa' });

    // The deposit button comes before the tab list's Deposit.
    const [deposit] = within(dialog).getAllByRole('button', { name: 'Deposit' });
    if (deposit === undefined) throw new Error('no deposit button');
    await user.click(deposit);

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=profile&selectedTab=deposit');
    });
  });
});
