import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import {
  createLimit,
  createPendingLimit,
  createResponsibleGamingSettings,
} from '@lv-casino/core/testing/limit-settings.builder.ts';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../kernel/session.store.ts';
import { profileTabs } from './responsible-gaming.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from './responsible-gaming.test-kit.tsx';

const limitsTab = tabEntryOf('responsible-gaming', profileTabs, 'limits');

const itemOf = (name: string) => {
  const heading = screen.getByRole('heading', { level: 4, name });
  const item = heading.closest('li');
  if (item === null) throw new Error(`no item of ${name}`);
  return within(item);
};

const portsWith = (settings = createResponsibleGamingSettings()) => {
  const ports = createTestPorts();
  ports.limits.settings = ok(settings);
  return ports;
};

describe('the limits tab', () => {
  it('shows every limit kind by group, with the amount in force and what the period used', async () => {
    await renderProfileTab(
      limitsTab,
      portsWith(createResponsibleGamingSettings({ limits: [createLimit()] })),
    );

    await screen.findByRole('heading', { level: 3, name: 'Deposits and withdrawals' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Deposits and withdrawals',
      'Stakes',
      'Losses',
      'Largest single bet',
      'Time spent playing',
      'Reality check',
    ]);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(22);
    const deposits = itemOf('Deposits');
    expect(deposits.getByText('50.00 EUR')).toBeTruthy();
    expect(deposits.getByText(/^used/).textContent).toBe('used 12.50 EUR');
    expect(deposits.getAllByText('No limit')).toHaveLength(2);
  });

  it('sets a new daily deposit limit after a review that says it applies now', async () => {
    const { ports, user } = await renderProfileTab(limitsTab, portsWith());
    await screen.findByRole('heading', { level: 4, name: 'Deposits' });

    await user.click(itemOf('Deposits').getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('Daily (EUR)'), '50');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(await screen.findByRole('heading', { name: 'Check your changes' })).toBe(document.activeElement);
    expect(screen.getByText('Applies now')).toBeTruthy();
    ports.limits.updateResult = ok(
      createResponsibleGamingSettings({ limits: [createLimit({ usedAmount: 0 })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText(/Your limits are saved\. 1 change applies now\./)).toBeTruthy();
    expect(ports.limits.calls).toContainEqual({
      call: 'updateSettings',
      update: { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }], removeLimits: [] },
    });
    expect(itemOf('Deposits').getByText('50.00 EUR')).toBeTruthy();
  });

  it('says a raise waits for the cooling-off period and the player confirming it', async () => {
    const { user } = await renderProfileTab(
      limitsTab,
      portsWith(createResponsibleGamingSettings({ limits: [createLimit()] })),
    );
    await screen.findByRole('heading', { level: 4, name: 'Deposits' });

    await user.click(itemOf('Deposits').getByRole('button', { name: 'Change' }));
    const daily = screen.getByLabelText('Daily (EUR)');
    await user.clear(daily);
    await user.type(daily, '100');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    expect(await screen.findByText('Applies after the cooling-off period, once you confirm it')).toBeTruthy();
  });

  it('refuses letters with a translated error, keeping what was typed and sending nothing', async () => {
    const { ports, user } = await renderProfileTab(limitsTab, portsWith());
    await screen.findByRole('heading', { level: 4, name: 'Deposits' });

    await user.click(itemOf('Deposits').getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('Weekly (EUR)'), '12abc');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    const weekly = screen.getByLabelText<HTMLInputElement>('Weekly (EUR)');
    expect(await screen.findByText('Enter digits only, such as 50 or 50.25.')).toBeTruthy();
    expect([weekly.getAttribute('aria-invalid'), weekly.value, document.activeElement]).toEqual([
      'true',
      '12abc',
      weekly,
    ]);
    expect(ports.limits.calls.some((c) => c.call === 'updateSettings')).toBe(false);
  });

  it('keeps the form and says why when the server refuses (66: cooling off)', async () => {
    const { ports, user } = await renderProfileTab(limitsTab, portsWith());
    await screen.findByRole('heading', { level: 4, name: 'Deposits' });
    ports.limits.updateResult = fail(createApiFailure(66));

    await user.click(itemOf('Deposits').getByRole('button', { name: 'Change' }));
    await user.type(screen.getByLabelText('Daily (EUR)'), '50');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(await screen.findByRole('button', { name: 'Save limits' }));

    const alert = await screen.findByRole('alert');
    expect([alert.textContent, document.activeElement]).toEqual([
      expect.stringContaining('Your limits were not saved.'),
      alert,
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Daily (EUR)').value).toBe('50');
  });

  it('takes a session length in hours and minutes', async () => {
    const { ports, user } = await renderProfileTab(limitsTab, portsWith());
    await screen.findByRole('heading', { level: 4, name: 'Time logged in' });

    await user.click(itemOf('Time logged in').getByRole('button', { name: 'Change' }));
    const daily = screen.getByRole('group', { name: 'Daily' });
    await user.type(within(daily).getByLabelText('hours'), '2');
    await user.type(within(daily).getByLabelText('minutes'), '30');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(await screen.findByRole('button', { name: 'Save limits' }));

    await waitFor(() => {
      expect(ports.limits.calls).toContainEqual({
        call: 'updateSettings',
        update: { limits: [{ type: 'SESSION_LENGTH', period: 'DAILY', amount: 150 }], removeLimits: [] },
      });
    });
  });

  it('shows a pending raise and lets the player withdraw it, reloading the settings', async () => {
    const pending = createPendingLimit({ effectiveFrom: '2099-01-01T00:00:00Z' });
    const { ports, user } = await renderProfileTab(
      limitsTab,
      portsWith(createResponsibleGamingSettings({ limits: [createLimit()], pending: [pending] })),
    );
    await screen.findByRole('heading', { level: 3, name: 'Change waiting' });
    ports.limits.settings = ok(createResponsibleGamingSettings({ limits: [createLimit()] }));

    await user.click(screen.getByRole('button', { name: 'Withdraw this change' }));

    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 3, name: 'Change waiting' })).toBeNull();
    });
    expect(ports.limits.calls).toContainEqual({
      call: 'confirmAdjustment',
      change: {
        uniqueIds: ['rg-adj-7f2d00'],
        limits: [{ type: 'DEPOSIT', period: 'DAILY', currentAmount: 5000, newAmount: 10000 }],
      },
      confirmed: false,
    });
  });

  it('asks the player to confirm a raise whose cooling-off period is over', async () => {
    const pending = createPendingLimit({ effectiveFrom: '2020-01-01T00:00:00Z' });
    const { ports, user } = await renderProfileTab(
      limitsTab,
      portsWith(createResponsibleGamingSettings({ pending: [pending] })),
    );

    await user.click(await screen.findByRole('button', { name: 'Yes, apply it' }));

    await waitFor(() => {
      expect(ports.limits.calls).toContainEqual(
        expect.objectContaining({ call: 'confirmAdjustment', confirmed: true }),
      );
    });
  });

  it('changes the reality-check interval, and the player takes it', async () => {
    const ports = portsWith();
    const { container, user } = await renderProfileTab(limitsTab, ports);
    const select = await screen.findByLabelText('Remind me');

    await user.selectOptions(select, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved: a reality check every 30 minutes, counted from now.'),
    ).toBeTruthy();
    expect(ports.realityCheck.calls).toContain('updateInterval 30');
    expect(container.get(SessionStore).user?.realityCheckInterval).toBe(30);
  });

  it('says why the limits could not be loaded, and tries again', async () => {
    const ports = portsWith();
    ports.limits.settings = fail(createApiFailure(41, 500));
    const { user } = await renderProfileTab(limitsTab, ports);

    expect(await screen.findByText(/Your limits could not be loaded\./)).toBeTruthy();
    ports.limits.settings = ok(createResponsibleGamingSettings());
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 4, name: 'Deposits' })).toBeTruthy();
  });
});
