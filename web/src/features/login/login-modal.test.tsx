import { createApiFailure, createThrottledFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';
import { openLoginModal, typeCredentials } from './login.test-kit.tsx';

describe('login modal', () => {
  it('logs in on Enter, closes and shows the balance in the header', async () => {
    const { user, dialog } = await openLoginModal();

    await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');

    expect(await screen.findByText('1 270.50 EUR')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('leads a player without KYC to the KYC tab of the profile, whose registered entry opens', async () => {
    const ports = createTestPorts();
    ports.customer.user = ok(createUser({ kycVerified: 'NOT_VERIFIED', lang: 'en' }));
    const { user, router, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'janis', 'Casino2026!{Enter}');

    await screen.findByRole('button', { name: 'Log out' });
    expect(await screen.findByRole('tab', { name: 'Identity verification', selected: true })).toBeDefined();
    expect(router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
  });

  it('shows the translated message of bad credentials and keeps what the player typed', async () => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createApiFailure(1));
    const { user, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'anna', 'wrong{Enter}');

    expect(await within(dialog).findByText('Incorrect username or password.')).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Username').value).toBe('anna');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Password').value).toBe('wrong');
  });

  it('asks a player who tried too often to wait, in the form, and keeps what was typed', async () => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createApiFailure(-1, 429));
    const { user, dialog } = await openLoginModal({ language: 'lv', ports });

    await user.type(within(dialog).getByLabelText('Lietotājvārds'), 'anna');
    await user.type(within(dialog).getByLabelText('Parole'), 'Casino2026!{Enter}');

    expect(
      await within(dialog).findByText(
        'Pārāk daudz mēģinājumu īsā laikā. Lūdzu, pagaidiet minūti un mēģiniet vēlreiz.',
      ),
    ).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Lietotājvārds').value).toBe('anna');
  });

  it('tells a player whose username is throttled how long to wait, in their language', async () => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createThrottledFailure(240));
    const { user, dialog } = await openLoginModal({ language: 'lv', ports });

    await user.type(within(dialog).getByLabelText('Lietotājvārds'), 'anna');
    await user.type(within(dialog).getByLabelText('Parole'), 'Casino2026!{Enter}');

    expect(
      await within(dialog).findByText('Pārāk daudz mēģinājumu. Lūdzu, mēģiniet vēlreiz pēc 4 minūtēm.'),
    ).toBeDefined();
  });

  it('opens from ?modal=login with focus inside and closes on Escape', async () => {
    const { user, router, dialog } = await openLoginModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog takes the focus as it shows; its first field takes it once the form is live.
    await waitFor(() => {
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Username'));
    });

    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(router.state.location.search).toBe('');
  });

  it('opened from the header, returns focus to the opener when closed', async () => {
    const { user, router } = renderApp('/en/casino');
    const opener = await screen.findByRole('button', { name: 'Log in' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.search).toBe('?modal=login');
    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }));
  });

  it('leaves focus on the page content after a login, not on the page body', async () => {
    const { user, dialog } = await openLoginModal();

    await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');

    await screen.findByRole('button', { name: 'Log out' });
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('main'));
    });
  });
});
