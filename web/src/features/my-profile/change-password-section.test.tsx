import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMyProfileTab } from './my-profile.test-kit.tsx';

const current = () => screen.getByLabelText('Current password');
const fresh = () => screen.getByLabelText('New password');
const repeat = () => screen.getByLabelText('Repeat the new password');

/** Types the three passwords and submits. */
async function changePassword(
  user: ReturnType<typeof userEvent.setup>,
  values: readonly [string, string, string],
): Promise<void> {
  const [old, next, again] = values;
  await user.type(current(), old);
  await user.type(fresh(), next);
  await user.type(repeat(), again);
  await user.click(screen.getByRole('button', { name: /Change password$/ }));
}

const valuesOfFields = () => [current(), fresh(), repeat()].map((field) => (field as HTMLInputElement).value);

describe('the change-password sub-area', () => {
  it('lists the rules of a new password as its description', async () => {
    await renderMyProfileTab({ selectedTab: 'change-password' });

    expect(document.getElementById(fresh().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Your new password must:be 8 to 32 characters longinclude an uppercase letter, a lowercase letter and a digitcontain no spacesdiffer from your username',
    );
  });

  it('sends the current password and the new one twice', async () => {
    const { user, profile } = await renderMyProfileTab({ selectedTab: 'change-password' });

    await changePassword(user, ['Casino2026!', 'Ziema2027!', 'Ziema2027!']);

    await waitFor(() => {
      expect(profile.callsOf('changePassword')).toEqual([
        {
          call: 'changePassword',
          change: { oldPassword: 'Casino2026!', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2027!' },
        },
      ]);
    });
  });

  it('says the password is changed and empties the fields', async () => {
    const { user } = await renderMyProfileTab({ selectedTab: 'change-password' });

    await changePassword(user, ['Casino2026!', 'Ziema2027!', 'Ziema2027!']);

    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed.');
    expect(valuesOfFields()).toEqual(['', '', '']);
  });

  it('shows 1 by the current password, keeps every field and moves the focus there', async () => {
    const profile = new FakeProfilePort();
    profile.changePasswordResult = fail(createApiFailure(1));
    const { user } = await renderMyProfileTab({ profile, selectedTab: 'change-password' });

    await changePassword(user, ['Vasara2025!', 'Ziema2027!', 'Ziema2027!']);

    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect([valuesOfFields(), current().getAttribute('aria-invalid'), document.activeElement]).toEqual([
      ['Vasara2025!', 'Ziema2027!', 'Ziema2027!'],
      'true',
      current(),
    ]);
  });

  it('shows 19 by the repeated password', async () => {
    const profile = new FakeProfilePort();
    profile.changePasswordResult = fail(createApiFailure(19));
    const { user } = await renderMyProfileTab({ profile, selectedTab: 'change-password' });

    await changePassword(user, ['Casino2026!', 'Ziema2027!', 'Ziema2027!']);

    await screen.findByText('The passwords do not match.');
    expect(repeat().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a new password against the rules, sending nothing', async () => {
    const { user, profile } = await renderMyProfileTab({ selectedTab: 'change-password' });

    await changePassword(user, ['Casino2026!', 'ziema', 'ziema']);

    expect(
      await screen.findByText(
        'The password must be 8 to 32 characters long and include an uppercase letter, a lowercase letter and a digit.',
      ),
    ).toBeTruthy();
    expect(profile.callsOf('changePassword')).toEqual([]);
  });

  it('shows the passwords as text when asked', async () => {
    const { user } = await renderMyProfileTab({ selectedTab: 'change-password' });

    await user.click(screen.getByRole('checkbox', { name: 'Show the passwords' }));

    expect(fresh().getAttribute('type')).toBe('text');
  });
});
