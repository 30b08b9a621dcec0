import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSubArea } from './my-profile.test-kit.tsx';

const twoFactor = () =>
  screen.getByRole('switch', { name: 'Ask for a code sent by SMS every time I log in' });

describe('the security sub-area', () => {
  it('shows the settings on file', async () => {
    await renderSubArea('Security', 'Security settings');

    expect(screen.getAllByRole('switch').map((setting) => (setting as HTMLInputElement).checked)).toEqual([
      false,
      true,
    ]);
  });

  it('saves the switches as set and says so', async () => {
    const { user, profile } = await renderSubArea('Security', 'Security settings');
    await user.click(twoFactor());

    await user.click(screen.getByRole('button', { name: /Save settings$/ }));

    expect((await screen.findByRole('status')).textContent).toBe('Your security settings have been saved.');
    expect(profile.callsOf('updateSecuritySettings')).toEqual([
      {
        call: 'updateSecuritySettings',
        settings: { twoFactorSmsEnabled: true, loginNotificationsEnabled: true },
      },
    ]);
  });

  it('keeps the switches as set when the save is refused', async () => {
    const profile = new FakeProfilePort();
    profile.updateSecurityResult = fail(createApiFailure(41));
    const { user } = await renderSubArea('Security', 'Security settings', { profile });
    await user.click(twoFactor());

    await user.click(screen.getByRole('button', { name: /Save settings$/ }));

    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'A server error occurred. Please try again later.',
      );
    });
    expect((twoFactor() as HTMLInputElement).checked).toBe(true);
  });
});

describe('the language sub-area', () => {
  it('offers the site’s languages, the current one chosen', async () => {
    await renderSubArea('Language', 'Language');

    expect(
      screen
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Latviešu', false],
      ['English', true],
      ['Русский', false],
    ]);
  });

  it('switches the site to the language chosen, the profile kept open', async () => {
    const { user, router } = await renderSubArea('Language', 'Language');
    await user.click(screen.getByRole('radio', { name: 'Latviešu' }));

    await user.click(screen.getByRole('button', { name: 'Change language' }));

    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/lv/casino?modal=profile&selectedTab=my-profile',
      );
    });
  });

  it('saves the language chosen to the player’s profile', async () => {
    const { user, ports } = await renderSubArea('Language', 'Language');
    await user.click(screen.getByRole('radio', { name: 'Русский' }));

    await user.click(screen.getByRole('button', { name: 'Change language' }));

    await waitFor(() => {
      expect(ports.account.updateLanguageCalls).toEqual(['ru']);
    });
  });
});
