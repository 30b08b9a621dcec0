import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure, createFieldRefusal } from '@lv-casino/core/testing/failure.builder.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../../testing/test-app.tsx';

const openWizard = () => screen.findByRole('dialog', { name: 'Create an account' });

async function completeAccountStep(user: UserEvent, dialog: HTMLElement): Promise<void> {
  const form = within(dialog);
  await user.type(form.getByLabelText('Username'), 'liga.ozola');
  await user.type(form.getByLabelText('Email'), 'liga.ozola@example.lv');
  await user.type(form.getByLabelText('Password'), 'Rudens2026!');
  await user.type(form.getByLabelText('Mobile phone number'), '26123456');
  await user.click(form.getByLabelText(/I accept the terms and conditions/));
  await user.click(form.getByRole('button', { name: 'Next' }));
  await form.findByRole('heading', { name: 'Additional information' });
}

async function completePersonalStep(user: UserEvent, dialog: HTMLElement): Promise<void> {
  const form = within(dialog);
  await user.type(form.getByLabelText('First name'), 'Līga');
  await user.type(form.getByLabelText('Last name'), 'Ozola');
  await user.type(form.getByLabelText('Personal code'), '12049012343');
  await user.selectOptions(form.getByLabelText('Day'), '12');
  await user.selectOptions(form.getByLabelText('Month'), '4');
  await user.selectOptions(form.getByLabelText('Year'), '1990');
  await user.click(form.getByLabelText('Female'));
  await user.type(form.getByLabelText('Daily limit for bets, EUR'), '500');
  await user.click(form.getByRole('button', { name: 'Next' }));
  await form.findByLabelText('Occupation');
}

const NOT_PEP = /I am not a politically exposed person/;

async function register(user: UserEvent, dialog: HTMLElement): Promise<void> {
  await completeAccountStep(user, dialog);
  await completePersonalStep(user, dialog);
  await user.selectOptions(within(dialog).getByLabelText('Occupation'), 'EMPLOYED');
  await user.click(within(dialog).getByRole('radio', { name: NOT_PEP }));
  await user.click(within(dialog).getByRole('button', { name: 'Register' }));
}

describe('register modal', () => {
  it('opens from the /register path', async () => {
    renderApp('/en/register');
    expect(await openWizard()).toBeDefined();
  });

  it('shows the progress bar at 33, 66 and 100 with "step x of 3"', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    const progress = () => {
      const bar = within(dialog).getByRole('progressbar', { name: 'Registration progress' });
      return `${bar.getAttribute('aria-valuenow') ?? ''} ${bar.getAttribute('aria-valuetext') ?? ''}`;
    };
    const seen = [progress()];
    await completeAccountStep(user, dialog);
    seen.push(progress());
    await completePersonalStep(user, dialog);
    seen.push(progress());

    expect(seen).toEqual(['33 Step 1 of 3', '66 Step 2 of 3', '100 Step 3 of 3']);
  });

  it('shows a field’s error when the player leaves it, tied to the field', async () => {
    const { user, ports } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    const username = within(dialog).getByLabelText('Username');
    await user.type(username, 'ab');
    await user.tab();

    act(() => {
      ports.clock.advance(200);
    });

    const error = within(dialog).getByText(/The username must be 4 to 20 characters long/);
    expect([username.getAttribute('aria-invalid'), username.getAttribute('aria-describedby')]).toEqual([
      'true',
      error.id,
    ]);
  });

  it('moves the focus to the first invalid field when a step is refused', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    await user.type(within(dialog).getByLabelText('Username'), 'liga.ozola');

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await waitFor(() => {
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
    });
  });

  it('moves the focus to the heading of the next step', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();

    await completeAccountStep(user, dialog);

    await waitFor(() => {
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: 'Additional information' }),
      );
    });
  });

  it('keeps what was typed on step 1 when the player comes Back', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    await completeAccountStep(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    expect(within(dialog).getByLabelText<HTMLInputElement>('Email').value).toBe('liga.ozola@example.lv');
  });

  it('offers the phone codes by country name in the page language, +371 first chosen', async () => {
    renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    const code = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Country calling code' });
    expect(code.selectedOptions[0]?.textContent).toBe('Latvia (+371)');
  });

  it('lets the browser fill in the player’s own birthday, a part in each select', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    await completeAccountStep(user, dialog);

    const form = within(dialog);
    expect(
      ['Day', 'Month', 'Year'].map((part) => form.getByLabelText(part).getAttribute('autocomplete')),
    ).toEqual(['bday-day', 'bday-month', 'bday-year']);
  });

  it('lets only digits into the phone number', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Mobile phone number');

    await user.type(phone, '2a6!1 2');

    expect(phone.value).toBe('2612');
  });

  it('checks neither answer of the PEP statement until the player chooses one', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    await completeAccountStep(user, dialog);
    await completePersonalStep(user, dialog);

    const group = within(dialog).getByRole('radiogroup', { name: 'Politically exposed person' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false]);
  });

  it('says on the PEP statement that it needs an answer, and moves the focus to it, on Register', async () => {
    const { user } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    await completeAccountStep(user, dialog);
    await completePersonalStep(user, dialog);
    await user.selectOptions(within(dialog).getByLabelText('Occupation'), 'EMPLOYED');

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const group = within(dialog).getByRole('radiogroup', { name: 'Politically exposed person' });
    const error = await within(dialog).findByText(/Please say whether you are a politically exposed person/);
    await waitFor(() => {
      expect(document.activeElement).toBe(within(group).getByRole('radio', { name: NOT_PEP }));
    });
    expect([group.getAttribute('aria-invalid'), group.getAttribute('aria-describedby')]).toEqual([
      'true',
      error.id,
    ]);
  });

  it('shows the translated message of the server’s error code in the error block and keeps the form', async () => {
    const ports = createTestPorts();
    ports.registration.registerResult = fail(createApiFailure(54));
    const { user } = renderApp('/en/casino?modal=register', { ports });
    const dialog = await openWizard();

    await register(user, dialog);

    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => {
      expect(alert.textContent).toBe(
        'Too many accounts have been registered from this network. Please contact customer support.',
      );
    });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Occupation').value).toBe('EMPLOYED');
  });

  it('takes the player to the personal code the server refused, its error on it and the focus in it', async () => {
    const ports = createTestPorts();
    ports.registration.registerResult = fail(createFieldRefusal(57, 'personalNumber'));
    const { user } = renderApp('/en/casino?modal=register', { ports });
    const dialog = await openWizard();

    await register(user, dialog);

    const code = await within(dialog).findByLabelText('Personal code');
    const error = within(dialog).getByText('This personal code was not accepted. Please check it.');
    await waitFor(() => {
      expect(document.activeElement).toBe(code);
    });
    expect([code.getAttribute('aria-invalid'), code.getAttribute('aria-describedby')]).toEqual([
      'true',
      expect.stringContaining(error.id),
    ]);
  });

  it('shows the success screen with success=true in the URL', async () => {
    const { user, router } = renderApp('/en/casino?modal=register');
    const dialog = await openWizard();

    await register(user, dialog);

    expect(await within(dialog).findByRole('heading', { name: 'Welcome to LV Casino!' })).toBeDefined();
    expect(new URLSearchParams(router.state.location.search).get('success')).toBe('true');
  });

  it('closes on OK after an auto-login and shows the player logged in', async () => {
    const ports = createTestPorts();
    // The new account has the language it registered in (the payload's lang).
    ports.customer.user = ok(createUser({ lang: 'en' }));
    const { user, router } = renderApp('/en/casino?modal=register', { ports });
    const dialog = await openWizard();
    await register(user, dialog);

    await user.click(await within(dialog).findByRole('button', { name: 'OK' }));

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeDefined();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('offers a phone player to log in instead', async () => {
    const { user, router } = renderApp('/en/casino?modal=register', { device: 'mobile' });
    const dialog = await openWizard();

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=login');
    });
  });

  it('offers no login link on a desktop', async () => {
    renderApp('/en/casino?modal=register');
    const dialog = await openWizard();
    expect(within(dialog).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('speaks Latvian on a Latvian page, with Latvian plurals', async () => {
    renderApp('/lv/casino?modal=register', { language: 'lv' });
    const dialog = await screen.findByRole('dialog', { name: 'Izveidot kontu' });
    expect(within(dialog).getByText('8 cipari bez valsts koda')).toBeDefined();
  });
});

describe('intermediate-register (Instantor)', () => {
  const withInstantor = (enabled: boolean) => {
    const ports = createTestPorts();
    ports.config.general = ok(createGeneralConfig({ instantorEnabled: enabled }));
    return ports;
  };

  it('sends the registration through the Instantor flow and shows its success screen', async () => {
    const ports = withInstantor(true);
    const { user, router } = renderApp('/en/casino?modal=intermediate-register', { ports });
    const dialog = await openWizard();

    await register(user, dialog);

    await within(dialog).findByRole('heading', { name: 'Welcome to LV Casino!' });
    expect([ports.registration.registerCalls.length, ports.registration.instantorCalls.length]).toEqual([
      0, 1,
    ]);
    expect(router.state.location.search).toBe('?modal=intermediate-register&success=true');
  });

  it('is opened by the header’s Register button when Instantor is on', async () => {
    const { user, router } = renderApp('/en/casino', { ports: withInstantor(true) });

    await user.click(await screen.findByRole('button', { name: 'Register' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?modal=intermediate-register');
    });
  });

  it('is not offered when Instantor is off: the deep link closes', async () => {
    const { router } = renderApp('/en/casino?modal=intermediate-register', { ports: withInstantor(false) });

    await screen.findByRole('button', { name: 'Register' });
    await expect.poll(() => router.state.location.search).toBe('');
  });
});
