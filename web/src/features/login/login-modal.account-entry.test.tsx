import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';
import { openLoginModal, typeCredentials } from './login.test-kit.tsx';

const withConfig = (overrides: Parameters<typeof createGeneralConfig>[0]) => {
  const ports = createTestPorts();
  ports.config.general = ok(createGeneralConfig(overrides));
  return ports;
};

describe('login modal: the ways in and out', () => {
  it('asks for the username and password in the page language before calling the server', async () => {
    const ports = createTestPorts();
    const { user, dialog } = await openLoginModal({ ports });

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText('Please enter your username.')).toBeDefined();
    expect(within(dialog).getByText('Please enter your password.')).toBeDefined();
    expect(ports.auth.loginCalls).toHaveLength(0);
  });

  it('opens registration from the login modal', async () => {
    const { user, router, dialog } = await openLoginModal();

    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=register');
    });
  });

  it('offers no registration from a forbidden IP', async () => {
    const { dialog } = await openLoginModal({ ports: withConfig({ currentIpIsForbidden: true }) });

    expect(within(dialog).queryByRole('button', { name: 'Create an account' })).toBeNull();
  });

  it('opens the SMS variant of forgot password when the site resets passwords by SMS', async () => {
    const { user, router, dialog } = await openLoginModal({
      ports: withConfig({ forgotPasswordSmsVerificationEnabled: true }),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=forgot-password-sms');
    });
  });

  it('sends a player whose password must be reset (58) to forgot password', async () => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createApiFailure(58));
    const { user, router, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=forgot-password');
    });
  });

  it('shows the SMS hint with a failed login when passwords can be reset by SMS', async () => {
    const ports = withConfig({ forgotPasswordSmsVerificationEnabled: true });
    ports.auth.loginResult = fail(createApiFailure(1));
    const { user, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'anna', 'wrong{Enter}');

    expect(
      await within(dialog).findByText('Forgot your password? We can send you a new one by text message.'),
    ).toBeDefined();
  });

  it('switches the site to the player’s language after a login on another one', async () => {
    const ports = createTestPorts();
    ports.customer.user = ok(createUser({ lang: 'lv' }));
    const { user, router, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/lv/casino');
    });
    expect(router.state.location.search).toBe('');
  });
});

describe('login modal: Smart-ID', () => {
  const smartIdPorts = () => withConfig({ smartIDLoginEnabled: true });

  it('has no Smart-ID tab when the site does not offer it', async () => {
    const { dialog } = await openLoginModal();

    expect(within(dialog).queryByRole('tab', { name: 'Smart-ID' })).toBeNull();
  });

  it('checks the personal code before starting Smart-ID', async () => {
    const ports = smartIdPorts();
    const { user, dialog } = await openLoginModal({ ports });

    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '12345{Enter}');

    expect(
      await within(dialog).findByText(
        'Please enter a valid Latvian personal code, for example 123456-12345.',
      ),
    ).toBeDefined();
    expect(ports.smartId.codeCalls).toHaveLength(0);
  });

  it('puts the dash after the sixth digit of the personal code', async () => {
    const { user, dialog } = await openLoginModal({ ports: smartIdPorts() });

    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '32128812345');

    expect(within(dialog).getByLabelText<HTMLInputElement>('Personal code').value).toBe('321288-12345');
  });

  it('Enter on the Smart-ID tab shows the verification code, then logs in once confirmed', async () => {
    const ports = smartIdPorts();
    ports.smartId.codeResult = ok({ verificationCode: '4821' });
    ports.smartId.authenticateResults = [ok({ status: 'authenticated', tokens: createTokens() })];
    const { user, dialog } = await openLoginModal({ ports });

    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '321288-12345{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm in Smart-ID' });
    expect(within(confirm).getByText('4821')).toBeDefined();
    expect(within(confirm).queryByRole('button', { name: 'Cancel' })).toBeNull();

    act(() => {
      ports.clock.advance(2_000);
    });

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('offers Cancel after 2 s, which returns to the login modal', async () => {
    const ports = smartIdPorts();
    const { user, router, dialog } = await openLoginModal({ ports });
    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '321288-12345{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm in Smart-ID' });

    act(() => {
      ports.clock.advance(2_000);
    });
    await user.click(await within(confirm).findByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login');
    });
  });

  it('shows why Smart-ID refused and leads back to the login', async () => {
    const ports = smartIdPorts();
    ports.smartId.authenticateResults = [fail(createApiFailure(77))];
    const { user, dialog } = await openLoginModal({ ports });
    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '321288-12345{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm in Smart-ID' });

    act(() => {
      ports.clock.advance(2_000);
    });

    const failed = await screen.findByRole('alertdialog', { name: 'Confirm in Smart-ID' });
    expect(within(failed).getByRole('button', { name: 'Back to log in' })).toBeDefined();
  });

  it('sends a Smart-ID player whose password must be reset (58) to forgot password', async () => {
    const ports = smartIdPorts();
    ports.smartId.authenticateResults = [fail(createApiFailure(58))];
    const { user, router, dialog } = await openLoginModal({ ports });
    await user.click(within(dialog).getByRole('tab', { name: 'Smart-ID' }));
    await user.type(within(dialog).getByLabelText('Personal code'), '321288-12345{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm in Smart-ID' });

    act(() => {
      ports.clock.advance(2_000);
    });

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=forgot-password');
    });
  });

  it('opened from a link with no login under way, leads to the login', async () => {
    renderApp('/en/casino?modal=smart-id-authentication&verificationCode=1234');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm in Smart-ID' });

    expect(within(dialog).queryByText('1234')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Back to log in' })).toBeDefined();
  });
});

/** The SMS step of anna's login, with the code 000000 typed and refused with `errorCode`. */
async function typeRefusedSmsCode(errorCode: number) {
  const ports = createTestPorts();
  ports.auth.loginResult = fail(createApiFailure(82));
  ports.sms.authenticateResult = fail(createApiFailure(errorCode));
  const { user, dialog } = await openLoginModal({ ports });
  await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');
  await user.type(await within(dialog).findByLabelText('Code from the SMS'), '000000{Enter}');
  return { ports, user, dialog };
}

describe('login modal: SMS (3D) step', () => {
  it('asks for the SMS code when the server sent one, then logs in with it', async () => {
    const ports = createTestPorts();
    ports.auth.loginResult = fail(createApiFailure(82));
    const { user, dialog } = await openLoginModal({ ports });

    await typeCredentials({ user, dialog }, 'anna', 'Casino2026!{Enter}');
    await user.type(await within(dialog).findByLabelText('Code from the SMS'), '482913{Enter}');

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeDefined();
    expect(ports.sms.authenticateCalls).toEqual([{ username: 'anna', code: '482913' }]);
  });

  it('shows a wrong SMS code’s message and keeps the step', async () => {
    const { dialog } = await typeRefusedSmsCode(82);

    expect(await within(dialog).findByText('The verification code is not valid.')).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Code from the SMS').value).toBe('000000');
  });

  it('says when the code died after too many wrong tries and offers a new one', async () => {
    const { dialog } = await typeRefusedSmsCode(5);

    expect(
      await within(dialog).findByText('This code is no longer valid. We can send you a new one.'),
    ).toBeDefined();
  });

  it('sends a new code by logging in again with the kept password, and empties the code field', async () => {
    const { ports, user, dialog } = await typeRefusedSmsCode(5);

    await user.click(await within(dialog).findByRole('button', { name: 'Send a new code' }));

    await waitFor(() => {
      expect(ports.auth.loginCalls).toHaveLength(2);
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Code from the SMS').value).toBe('');
  });
});
