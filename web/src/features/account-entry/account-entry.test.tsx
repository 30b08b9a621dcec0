import { createApiFailure, createThrottledFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';

describe('activation modal', () => {
  it('activates the account of the e-mailed link and offers the login', async () => {
    const ports = createTestPorts();
    const { user, router } = renderApp('/en/casino?modal=activate-account&username=ilze&activationKey=k3y', {
      ports,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Your account is activated' });
    expect(ports.account.activateCalls).toEqual([{ username: 'ilze', activationKey: 'k3y' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login');
    });
  });

  it('shows the text of the refusal and leads back to the casino', async () => {
    const ports = createTestPorts();
    ports.account.activateResult = fail(createApiFailure(48));
    const { user, router } = renderApp('/en/casino?modal=activate-account&username=ilze&activationKey=old', {
      ports,
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Activation failed' });
    expect(within(dialog).getByText('This link has already been used.')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the casino' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('without a key asks for the SMS code, and logs in when the server allows it', async () => {
    const ports = createTestPorts();
    ports.sms.activateResult = ok({ tokens: createTokens(), loginFlag: 'true' });
    const { user } = renderApp('/en/casino?modal=activate-account&username=ilze', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Account activation' });

    await user.type(await within(dialog).findByLabelText('SMS code'), '482913{Enter}');

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeDefined();
    expect(ports.sms.activateCalls).toEqual([{ username: 'ilze', code: '482913' }]);
  });

  it('keeps the typed code and shows why an SMS code was refused', async () => {
    const ports = createTestPorts();
    ports.sms.activateResult = fail(createApiFailure(82));
    const { user } = renderApp('/en/casino?modal=activate-account&username=ilze', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Account activation' });

    await user.type(await within(dialog).findByLabelText('SMS code'), '111111{Enter}');

    expect(await within(dialog).findByText('The verification code is not valid.')).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('SMS code').value).toBe('111111');
  });

  it('sends a player whose code died after too many wrong tries to the email link', async () => {
    const ports = createTestPorts();
    ports.sms.activateResult = fail(createApiFailure(5));
    const { user } = renderApp('/en/casino?modal=activate-account&username=ilze', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Account activation' });

    await user.type(await within(dialog).findByLabelText('SMS code'), '111111{Enter}');

    expect(
      await within(dialog).findByText(
        'This code is no longer valid. Please activate your account with the link in the email we sent you.',
      ),
    ).toBeDefined();
  });
});

describe('forgot password', () => {
  it('asks for the e-mail or username before sending', async () => {
    const ports = createTestPorts();
    const { user } = renderApp('/en/casino?modal=forgot-password', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText(/Please enter/)).toBeDefined();
    expect(ports.account.forgotPasswordCalls).toEqual([]);
  });

  it('sends the e-mail and says so', async () => {
    const ports = createTestPorts();
    const { user } = renderApp('/en/casino?modal=forgot-password', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });

    await user.type(within(dialog).getByLabelText('E-mail or username'), ' anna {Enter}');

    expect(await within(dialog).findByText(/we have sent it an email with a link/)).toBeDefined();
    expect(ports.account.forgotPasswordCalls).toEqual(['anna']);
  });

  it('the SMS variant sends a new password by SMS', async () => {
    const ports = createTestPorts();
    const { user } = renderApp('/en/casino?modal=forgot-password-sms', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });

    await user.type(within(dialog).getByLabelText('E-mail or username'), 'anna{Enter}');

    expect(await within(dialog).findByText(/sent a new password by text message/)).toBeDefined();
    expect(ports.sms.forgotPasswordCalls).toEqual(['anna']);
  });

  it('says how long to wait when the login asked too often, keeping what was typed', async () => {
    const ports = createTestPorts();
    ports.account.forgotPasswordResult = fail(createThrottledFailure(600));
    const { user } = renderApp('/lv/casino?modal=forgot-password', { ports });
    const dialog = await screen.findByRole('dialog');

    await user.type(within(dialog).getByRole('textbox'), 'anna{Enter}');

    expect(
      await within(dialog).findByText('Pārāk daudz mēģinājumu. Lūdzu, mēģiniet vēlreiz pēc 10 minūtēm.'),
    ).toBeDefined();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toBe('anna');
  });

  it('on a failure only enables the button again, keeping what was typed', async () => {
    const ports = createTestPorts();
    ports.account.forgotPasswordResult = fail(createApiFailure(1));
    const { user } = renderApp('/en/casino?modal=forgot-password', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot your password?' });

    await user.type(within(dialog).getByLabelText('E-mail or username'), 'nobody{Enter}');

    await waitFor(() => {
      expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(
        false,
      );
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>('E-mail or username').value).toBe('nobody');
    expect(within(dialog).queryByRole('alert')?.textContent ?? '').toBe('');
  });
});

describe('reset password', () => {
  const link = '/en/casino?modal=reset-password&username=anna&key=r3set';

  it('says when the two passwords differ, without calling the server', async () => {
    const ports = createTestPorts();
    const { user } = renderApp(link, { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });

    await user.type(within(dialog).getByLabelText('New password'), 'NewCasino2027!');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'NewCasino2028!{Enter}');

    expect(await within(dialog).findByText('The passwords do not match.')).toBeDefined();
    expect(ports.account.resetPasswordCalls).toEqual([]);
  });

  it('sets the password with the link’s key and leads to the login', async () => {
    const ports = createTestPorts();
    const { user, router } = renderApp(link, { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });

    await user.type(within(dialog).getByLabelText('New password'), 'NewCasino2027!');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'NewCasino2027!{Enter}');
    expect(await within(dialog).findByText(/Your password has been changed/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(ports.account.resetPasswordCalls).toEqual([
      { username: 'anna', key: 'r3set', password: 'NewCasino2027!' },
    ]);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login');
    });
  });

  it('shows why the server refused the key, keeping the typed passwords', async () => {
    const ports = createTestPorts();
    ports.account.resetPasswordResult = fail(createApiFailure(5));
    const { user } = renderApp(link, { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });

    await user.type(within(dialog).getByLabelText('New password'), 'NewCasino2027!');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'NewCasino2027!{Enter}');

    expect(await within(dialog).findByText('This link has expired. Please request a new one.')).toBeDefined();
    expect(within(dialog).getByLabelText<HTMLInputElement>('New password').value).toBe('NewCasino2027!');
  });
});

describe('terms acceptance', () => {
  const playerWithoutTerms = () => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.customer.user = ok(createUser({ lang: 'en', acceptTermsAndConditions: false }));
    return ports;
  };

  it('opens for a returning player who has not accepted the terms, with no way to close it', async () => {
    const { user } = renderApp('/en/casino', { ports: playerWithoutTerms() });

    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Our terms have changed' })).toBeDefined();
  });

  it('accepting posts it and closes the modal', async () => {
    const ports = playerWithoutTerms();
    const { user } = renderApp('/en/casino', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(ports.account.acceptTermsCount).toBe(1);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('declining logs the player out', async () => {
    const ports = playerWithoutTerms();
    const { user } = renderApp('/en/casino', { ports });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline and log out' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeDefined();
    expect(ports.tokens.read()).toBeNull();
    // The header can show the login button a render before the terms modal has closed.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('activation modal focus', () => {
  it('moves the focus to the one action once the answer arrives', async () => {
    renderApp('/en/casino?modal=activate-account&username=ilze&activationKey=k3y');

    const dialog = await screen.findByRole('dialog', { name: 'Your account is activated' });
    const action = within(dialog).getByRole('button', { name: 'Log in' });

    await waitFor(() => {
      expect(document.activeElement).toBe(action);
    });
  });
});
