import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../kernel/session.store.ts';
import { renderMyProfileTab } from './my-profile.test-kit.tsx';

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const saveEmail = () => screen.getByRole('button', { name: /Save e-mail$/ });
/** The texts an element is described by, in order. */
const descriptionOf = (element: HTMLElement): (string | null | undefined)[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id !== '')
    .map((id) => document.getElementById(id)?.textContent);

describe('the my-profile tab', () => {
  it('offers its eight sub-areas, my profile chosen', async () => {
    await renderMyProfileTab();

    const list = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['My profile', 'true'],
      ['Personal data', 'false'],
      ['Change password', 'false'],
      ['Security', 'false'],
      ['Language', 'false'],
      ['Lifetime statistics', 'false'],
      ['Refer a friend', 'false'],
      ['Complaint', 'false'],
    ]);
  });

  it('opens on the change-password sub-area from its deep link', async () => {
    await renderMyProfileTab({ selectedTab: 'change-password' });

    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Change your password');
  });

  it('opens the change-password sub-area when its link is followed while the tab shows', async () => {
    const { router } = await renderMyProfileTab();

    await act(() => router.navigate('/en/casino?modal=profile&selectedTab=change-password'));

    expect(await screen.findByRole('heading', { level: 3, name: 'Change your password' })).toBeTruthy();
  });

  it('keeps selectedTab saying change-password while that sub-area shows', async () => {
    const { user, router } = await renderMyProfileTab();

    await user.click(screen.getByRole('tab', { name: 'Change password' }));

    await screen.findByRole('heading', { level: 3, name: 'Change your password' });
    expect(router.state.location.search).toBe('?modal=profile&selectedTab=change-password');
  });

  it('moves the focus along the sub-areas with the arrow keys', async () => {
    const { user } = await renderMyProfileTab();
    screen.getByRole('tab', { name: 'My profile' }).focus();

    await user.keyboard('{ArrowRight}');

    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Personal data' }));
  });

  it('says why the details could not be loaded and loads them again on retry', async () => {
    const profile = new FakeProfilePort();
    profile.personalDataResult = fail(createApiFailure(41));
    const { user } = await renderMyProfileTab({ profile });
    expect(screen.getByRole('alert').textContent).toContain('Your details could not be loaded.');
    profile.personalDataResult = null;

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect((await screen.findByRole('textbox', { name: 'E-mail' })).getAttribute('value')).toBe(
      'anna.berzina@example.lv',
    );
  });

  it('speaks Latvian', async () => {
    await renderMyProfileTab({ language: 'lv' });

    expect(screen.getByRole('tab', { name: 'Mainīt paroli' })).toBeTruthy();
  });
});

describe('the e-mail', () => {
  it('shows the username and the e-mail on file', async () => {
    await renderMyProfileTab();

    expect([
      screen.getByText('Username').nextSibling?.textContent,
      (emailField() as HTMLInputElement).value,
    ]).toEqual(['anna', 'anna.berzina@example.lv']);
  });

  it('is saved with customers/update and says so', async () => {
    const { user, profile } = await renderMyProfileTab();
    await user.clear(emailField());
    await user.type(emailField(), 'anna.new@example.lv');

    await user.click(saveEmail());

    expect((await screen.findByRole('status')).textContent).toBe('Your e-mail has been saved.');
    expect(profile.callsOf('updateCustomer')).toEqual([
      { call: 'updateCustomer', update: { email: 'anna.new@example.lv' } },
    ]);
  });

  it('shows the customer the server answers as the session’s user', async () => {
    const profile = new FakeProfilePort();
    profile.user = createUser({ firstName: 'Annija', lang: 'en' });
    const { user, container } = await renderMyProfileTab({ profile });

    await user.click(saveEmail());

    await screen.findByText('Your e-mail has been saved.');
    expect(container.get(SessionStore).user?.firstName).toBe('Annija');
  });

  it('hides the success message after 3000 ms', async () => {
    const { user, ports } = await renderMyProfileTab();
    await user.click(saveEmail());
    await screen.findByText('Your e-mail has been saved.');

    act(() => {
      ports.clock.advance(3000);
    });

    expect(screen.queryByText('Your e-mail has been saved.')).toBeNull();
  });

  it('keeps the success message until 3000 ms have passed', async () => {
    const { user, ports } = await renderMyProfileTab();
    await user.click(saveEmail());
    await screen.findByText('Your e-mail has been saved.');

    act(() => {
      ports.clock.advance(2999);
    });

    expect(screen.getByText('Your e-mail has been saved.')).toBeTruthy();
  });

  it('refuses an e-mail that breaks a rule by the field, keeping it and sending nothing', async () => {
    const { user, profile } = await renderMyProfileTab();
    await user.clear(emailField());
    await user.type(emailField(), 'anna.example.lv');

    await user.click(saveEmail());

    await screen.findByText('Please enter a valid e-mail, such as name@example.lv.');
    expect([
      (emailField() as HTMLInputElement).value,
      emailField().getAttribute('aria-invalid'),
      descriptionOf(emailField()),
      profile.callsOf('updateCustomer'),
    ]).toEqual(['anna.example.lv', 'true', ['Please enter a valid e-mail, such as name@example.lv.'], []]);
  });

  it('shows 13 by the e-mail and keeps it', async () => {
    const profile = new FakeProfilePort();
    profile.updateCustomerResult = fail(createApiFailure(13));
    const { user } = await renderMyProfileTab({ profile });
    await user.clear(emailField());
    await user.type(emailField(), 'janis@example.lv');

    await user.click(saveEmail());

    expect(await screen.findByText('An account with this email address already exists.')).toBeTruthy();
    expect((emailField() as HTMLInputElement).value).toBe('janis@example.lv');
  });

  it('says an e-mail is taken once it is typed', async () => {
    const profile = new FakeProfilePort();
    profile.taken.add('janis@example.lv');
    const { user } = await renderMyProfileTab({ profile });
    await user.clear(emailField());
    await user.type(emailField(), 'janis@example.lv');

    await user.tab();

    expect(await screen.findByText('An account with this email address already exists.')).toBeTruthy();
  });

  it('shows the button busy while the e-mail is saved', async () => {
    const { user, profile } = await renderMyProfileTab();
    profile.hold();

    await user.click(saveEmail());

    expect((await screen.findByRole('button', { name: 'Saving…' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    profile.release();
  });
});

describe('a new mobile phone', () => {
  const numberField = () => screen.getByRole('textbox', { name: 'New mobile phone number' });

  it('shows the number on file', async () => {
    await renderMyProfileTab();

    expect(screen.getByText('Current number').nextSibling?.textContent).toBe('+37126123456');
  });

  it('describes the number with the digits the phone code takes', async () => {
    await renderMyProfileTab();

    expect(descriptionOf(numberField())).toEqual(['8 digits after the phone code.']);
  });

  it('is sent a code, then confirmed with it and shown', async () => {
    const { user, profile } = await renderMyProfileTab();
    await user.type(numberField(), '29876543');
    await user.click(screen.getByRole('button', { name: /Send a code$/ }));
    expect(await screen.findByText('We have sent a code by SMS to +37129876543.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '715204');
    await user.click(screen.getByRole('button', { name: /Confirm the number$/ }));

    expect(await screen.findByText('Your new mobile phone number has been verified and saved.')).toBeTruthy();
    expect([
      screen.getByText('Current number').nextSibling?.textContent,
      profile.callsOf('confirmPhoneCode'),
    ]).toEqual([
      '+37129876543',
      [
        {
          call: 'confirmPhoneCode',
          confirmation: { mobilePhone: '+37129876543', verificationCode: '715204' },
        },
      ],
    ]);
  });

  it('shows 82 by the code and keeps it', async () => {
    const profile = new FakeProfilePort();
    profile.confirmPhoneCodeResult = fail(createApiFailure(82));
    const { user } = await renderMyProfileTab({ profile });
    await user.type(numberField(), '29876543');
    await user.click(screen.getByRole('button', { name: /Send a code$/ }));
    const code = await screen.findByRole('textbox', { name: 'Code from the SMS' });
    await user.type(code, '000000');

    await user.click(screen.getByRole('button', { name: /Confirm the number$/ }));

    expect(await screen.findByText('The verification code is not valid.')).toBeTruthy();
    expect([(code as HTMLInputElement).value, document.activeElement]).toEqual(['000000', code]);
  });

  it('shows 115 by the number and keeps it', async () => {
    const profile = new FakeProfilePort();
    profile.sendPhoneCodeResult = fail(createApiFailure(115));
    const { user } = await renderMyProfileTab({ profile });
    await user.type(numberField(), '28765432');

    await user.click(screen.getByRole('button', { name: /Send a code$/ }));

    expect(await screen.findByText('This mobile phone number is already registered.')).toBeTruthy();
    expect((numberField() as HTMLInputElement).value).toBe('28765432');
  });

  it('alerts an SMS problem (81) for the form', async () => {
    const profile = new FakeProfilePort();
    profile.sendPhoneCodeResult = fail(createApiFailure(81));
    const { user } = await renderMyProfileTab({ profile });
    await user.type(numberField(), '29876543');

    await user.click(screen.getByRole('button', { name: /Send a code$/ }));

    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Please wait a moment before you request a new code.',
      );
    });
  });

  it('refuses a number too short for its phone code, sending nothing', async () => {
    const { user, profile } = await renderMyProfileTab();
    await user.type(numberField(), '2987');

    await user.click(screen.getByRole('button', { name: /Send a code$/ }));

    expect(
      await screen.findByText('The number does not have the right number of digits for this phone code.'),
    ).toBeTruthy();
    expect(profile.callsOf('sendPhoneCode')).toEqual([]);
  });

  it('goes back to the number typed', async () => {
    const { user } = await renderMyProfileTab();
    await user.type(numberField(), '29876543');
    await user.click(screen.getByRole('button', { name: /Send a code$/ }));

    await user.click(await screen.findByRole('button', { name: 'Change the number' }));

    expect([(numberField() as HTMLInputElement).value, document.activeElement]).toEqual([
      '29876543',
      numberField(),
    ]);
  });

  it('moves the focus to the code once it is sent', async () => {
    const { user } = await renderMyProfileTab();
    await user.type(numberField(), '29876543');

    await user.click(screen.getByRole('button', { name: /Send a code$/ }));

    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: 'Code from the SMS' }));
  });
});
