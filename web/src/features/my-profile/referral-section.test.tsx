import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { renderSubArea } from './my-profile.test-kit.tsx';

beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

const showReferral = (ports: TestPorts = createTestPorts()) =>
  renderSubArea('Refer a friend', 'Refer a friend', { ports });

const emailField = () => screen.getByRole('textbox', { name: "Your friend's e-mail" });
const send = () => screen.getByRole('button', { name: /Send invitation$/ });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the refer-a-friend sub-area', () => {
  it('shows the player’s code', async () => {
    await showReferral();

    expect(screen.getByText('ANNA-7K2Q')).toBeTruthy();
  });

  it('copies the code and says so', async () => {
    const { user } = await showReferral();

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect([
      await navigator.clipboard.readText(),
      screen.getAllByRole('status').map((s) => s.textContent),
    ]).toEqual(['ANNA-7K2Q', expect.arrayContaining(['The code has been copied.']) as unknown]);
  });

  it('lists the invitations with their date and state, counted in the caption', async () => {
    await showReferral();

    expect(screen.getByRole('table', { name: '1 invitation' })).toBeTruthy();
    expect(rows()).toEqual([['ilze.liepina@example.lv', '02/10/2026', 'Registered']]);
  });

  it('sends an invitation in the site’s language and lists it first', async () => {
    const { user, ports } = await showReferral();

    await user.type(emailField(), 'laura.ozolina@example.lv');
    await user.click(send());

    await screen.findByText('Your invitation has been sent.');
    expect([ports.referral.calls.at(-1), rows()[0], (emailField() as HTMLInputElement).value]).toEqual([
      { call: 'createInvitation', request: { email: 'laura.ozolina@example.lv', lang: 'EN' } },
      ['laura.ozolina@example.lv', '21/11/2026', 'Sent'],
      '',
    ]);
  });

  it('explains an e-mail in error by the field, sends nothing and moves the focus there', async () => {
    const { user, ports } = await showReferral();

    await user.type(emailField(), 'laura');
    await user.click(send());

    await screen.findByText('Enter a valid e-mail address, for example name@example.lv.');
    expect([
      ports.referral.calls.some((call) => call.call === 'createInvitation'),
      document.activeElement === emailField(),
      emailField().getAttribute('aria-invalid'),
    ]).toEqual([false, true, 'true']);
  });

  it('shows an e-mail already invited (7) by the field, keeping what was typed', async () => {
    const ports = createTestPorts();
    ports.referral.invitationResult = fail(createApiFailure(7));
    const { user } = await showReferral(ports);

    await user.type(emailField(), 'ilze.liepina@example.lv');
    await user.click(send());

    expect(
      await screen.findByText('A friend with this email address has already been invited.'),
    ).toBeTruthy();
    expect((emailField() as HTMLInputElement).value).toBe('ilze.liepina@example.lv');
  });

  it('shows a programme closed while sending (31) as an alert for the form', async () => {
    const ports = createTestPorts();
    ports.referral.invitationResult = fail(createApiFailure(31));
    const { user } = await showReferral(ports);

    await user.type(emailField(), 'laura.ozolina@example.lv');
    await user.click(send());

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('Refer-a-friend is not available right now.');
    });
  });

  it('says why the programme is closed to a player who is not verified (64), with no form', async () => {
    const ports = createTestPorts();
    ports.referral.codeResult = fail(createApiFailure(64));
    await showReferral(ports);

    expect(await screen.findByText('Refer-a-friend is not available for your account.')).toBeTruthy();
    expect([screen.queryByRole('button', { name: 'Copy code' }), screen.queryByRole('form')]).toEqual([
      null,
      null,
    ]);
  });

  it('says so when nobody has been invited', async () => {
    const ports = createTestPorts();
    ports.referral.invitations = [];
    await showReferral(ports);

    expect(screen.getByText('You have not invited anyone yet.')).toBeTruthy();
  });

  it('says why the section could not be loaded and loads it again on retry', async () => {
    const ports = createTestPorts();
    ports.referral.searchResult = fail(createApiFailure(41));
    const { user } = await showReferral(ports);
    expect(screen.getByRole('alert').textContent).toContain('Refer a friend could not be loaded.');
    ports.referral.searchResult = null;

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('ANNA-7K2Q')).toBeTruthy();
  });
});
