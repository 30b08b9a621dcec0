import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createSelfExclusion } from '@lv-casino/core/testing/limit-settings.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../kernel/session.store.ts';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './responsible-gaming.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from './responsible-gaming.test-kit.tsx';

const selfExclusionTab = tabEntryOf('responsible-gaming', profileTabs, 'self-exclusion');

describe('the self-exclusion tab', () => {
  it('says nothing is in force', async () => {
    await renderProfileTab(selfExclusionTab);

    expect(await screen.findByText('No self-exclusion is in force.')).toBeTruthy();
    expect(screen.getByText('No break is in force.')).toBeTruthy();
  });

  it('shows when a past self-exclusion ended', async () => {
    const ports = createTestPorts();
    ports.exclusion.status = ok({
      selfExclusion: createSelfExclusion({ isRemoved: true, removedDate: '2026-06-01T09:00:00Z' }),
      timeout: null,
    });
    await renderProfileTab(selfExclusionTab, ports);

    expect(await screen.findByText(/Your last self-exclusion ended on 01\/06\/2026/)).toBeTruthy();
  });

  it('takes a 24-hour break after saying until when, then the session ends', async () => {
    const { ports, container, router, user } = await renderProfileTab(selfExclusionTab);
    await screen.findByRole('heading', { level: 3, name: 'Take a break' });

    await user.click(screen.getByRole('radio', { name: '24 hours' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Take a break' })).getByRole('button', { name: 'Continue' }),
    );

    expect(await screen.findByRole('heading', { name: 'Before you take a break' })).toBe(
      document.activeElement,
    );
    expect(screen.getByText(/Your break lasts until \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the break and log out' }));

    await waitFor(() => {
      expect(container.get(SessionStore).isLoggedIn).toBe(false);
    });
    expect(ports.exclusion.calls).toEqual([
      { call: 'loadExclusion' },
      { call: 'takeTimeout', endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string },
    ]);
    expect(router.state.location.search).toContain('modal=login');
  });

  it('takes a break until a day typed as DD/MM/YYYY, whatever the browser’s locale', async () => {
    const { user } = await renderProfileTab(selfExclusionTab);
    await screen.findByRole('heading', { level: 3, name: 'Take a break' });
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    const day = screen.getByRole('textbox', { name: 'Last day of the break' });

    await user.clear(day);
    await user.type(day, '10122026');
    await user.click(
      within(screen.getByRole('region', { name: 'Take a break' })).getByRole('button', { name: 'Continue' }),
    );

    expect(await screen.findByText(/Your break lasts until 10\/12\/2026/)).toBeTruthy();
  });

  it('says the last day a break may end on when a later one is typed, with the focus on it', async () => {
    const { user } = await renderProfileTab(selfExclusionTab);
    await screen.findByRole('heading', { level: 3, name: 'Take a break' });
    await user.click(screen.getByRole('radio', { name: 'Until a date' }));
    const day = screen.getByRole('textbox', { name: 'Last day of the break' });

    await user.clear(day);
    await user.type(day, '02012027');
    await user.click(
      within(screen.getByRole('region', { name: 'Take a break' })).getByRole('button', { name: 'Continue' }),
    );

    expect([
      document.activeElement,
      day.getAttribute('aria-invalid'),
      screen.queryByText(/^Choose|^A break lasts/)?.textContent,
    ]).toEqual([day, 'true', 'Choose 01/01/2027 or an earlier date.']);
  });

  it('asks for a period before going on', async () => {
    const { user } = await renderProfileTab(selfExclusionTab);
    await screen.findByRole('heading', { level: 3, name: 'Self-exclusion' });

    await user.click(
      within(screen.getByRole('region', { name: 'Self-exclusion' })).getByRole('button', {
        name: 'Continue',
      }),
    );

    expect(await screen.findByText('Choose how long to exclude yourself.')).toBeTruthy();
  });

  it('self-excludes for a year with the password, ends the session and shows where help is', async () => {
    const { ports, container, router, user } = await renderProfileTab(selfExclusionTab);
    await screen.findByRole('heading', { level: 3, name: 'Self-exclusion' });

    await user.click(screen.getByRole('radio', { name: 'For 1 year' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Self-exclusion' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(
      await screen.findByText('You will be excluded for 1 year. It cannot be ended early.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Your password, to confirm'), 'Casino2026!');
    await user.click(screen.getByRole('button', { name: 'Self-exclude and log out' }));

    await waitFor(() => {
      expect(router.state.location.search).toContain('modal=self-excluded-modal');
    });
    expect(container.get(SessionStore).isLoggedIn).toBe(false);
    expect(ports.exclusion.calls).toContainEqual({
      call: 'selfExclude',
      request: { permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' },
    });
  });

  it('keeps the choice and says why a wrong password was refused', async () => {
    const ports = createTestPorts();
    ports.exclusion.selfExcludeResult = fail(createApiFailure(1));
    const { container, user } = await renderProfileTab(selfExclusionTab, ports);
    await screen.findByRole('heading', { level: 3, name: 'Self-exclusion' });

    await user.click(screen.getByRole('radio', { name: 'Permanently' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Self-exclusion' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await user.type(screen.getByLabelText('Your password, to confirm'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Self-exclude and log out' }));

    const password = screen.getByLabelText('Your password, to confirm');
    await waitFor(() => {
      expect(password.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getByText('You will be excluded permanently. This cannot be undone.')).toBeTruthy();
    expect(container.get(SessionStore).isLoggedIn).toBe(true);
  });
});
