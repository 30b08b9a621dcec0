import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createPendingSourceOfFunds } from '@lv-casino/core/testing/source-of-funds.builder.ts';
import { FakeSourceOfFundsPort } from '@lv-casino/core/testing/source-of-funds-port.fake.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './profile-kyc.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';

const kycTab = tabEntryOf('profile-kyc', profileTabs, 'kyc');

// A player in Latvia: the browser's clock is Riga's.
beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

/** A FakeSourceOfFundsPort owing anna's declaration (due 05/12/2026, 23:59:59). */
const owing = (): FakeSourceOfFundsPort => new FakeSourceOfFundsPort();

/** The kyc tab as the profile shows it, for anna logged in, over fake ports and `sourceOfFunds`. */
async function renderTab(sourceOfFunds: FakeSourceOfFundsPort = owing()) {
  const ports = createTestPorts();
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ lang: 'en' }));
  const container = createAppContainer(createFakePortsModule({ ...ports, sourceOfFunds }), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  await container.get(SessionStore).restore();
  const View = await container.get(FeatureModules).prepare(kycTab.owner, await kycTab.load());
  const router = createMemoryRouter([{ path: '*', element: <View /> }], {
    initialEntries: ['/en/casino?modal=profile&selectedTab=kyc'],
  });
  const user = userEvent.setup();
  render(<AppRoot container={container} router={router} />);
  await screen.findByText('Verification status');
  return { user, sourceOfFunds };
}

const section = () => screen.findByRole('region', { name: 'Source of funds declaration' });
const submit = () => screen.getByRole('button', { name: 'Submit the declaration' });

describe('the source-of-funds declaration on the kyc tab', () => {
  it('says why and by when a declaration is due', async () => {
    await renderTab();

    expect((await section()).textContent).toContain(
      'Your deposits have passed 2 000.00 EUR, so we are required to know where your money comes from. ' +
        'Please complete this declaration by 05/12/2026, 23:59:59.',
    );
  });

  it('shows nothing when no declaration is due', async () => {
    const port = owing();
    port.status = ok(createPendingSourceOfFunds({ pending: false, dueDate: null }));
    await renderTab(port);
    await screen.findByRole('heading', { name: 'Upload a document' });

    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Source of funds declaration' })).toBeNull();
    });
  });

  it('records the sources, the income band and the employer', async () => {
    const { user, sourceOfFunds } = await renderTab();
    await section();

    await user.click(screen.getByRole('checkbox', { name: 'Salary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Savings' }));
    await user.click(screen.getByRole('radio', { name: '1 000 – 2 500 EUR' }));
    await user.type(screen.getByRole('textbox', { name: 'Employer (optional)' }), 'SIA Rīgas Ūdens');
    await user.click(submit());

    expect(await screen.findByText('Thank you. Your declaration has been recorded.')).toBeTruthy();
    expect(sourceOfFunds.declarations).toEqual([
      { sources: ['SALARY', 'SAVINGS'], monthlyIncome: 'FROM_1000_TO_2500', employer: 'SIA Rīgas Ūdens' },
    ]);
  });

  it('asks for the text of another source once it is ticked', async () => {
    const { user } = await renderTab();
    await section();
    expect(screen.queryByRole('textbox', { name: 'Describe the other source' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.click(screen.getByRole('radio', { name: 'Up to 1 000 EUR' }));
    await user.click(submit());

    const other = screen.getByRole('textbox', { name: 'Describe the other source' });
    expect(await screen.findByText('Describe the other source of your funds.')).toBeTruthy();
    expect([other.getAttribute('aria-invalid'), document.activeElement]).toEqual(['true', other]);
  });

  it('names the groups in error, sends nothing and moves the focus to the first choice', async () => {
    const { user, sourceOfFunds } = await renderTab();
    await section();

    await user.click(submit());

    expect([
      await screen.findByText('Tick at least one source of funds.'),
      screen.getByText('Choose your net monthly income.'),
    ]).toHaveLength(2);
    expect([sourceOfFunds.declarations, document.activeElement]).toEqual([
      [],
      screen.getByRole('checkbox', { name: 'Salary' }),
    ]);
  });

  it('keeps the form as filled in when the server refuses (57), and says why', async () => {
    const port = owing();
    port.declareResult = fail(createApiFailure(57));
    const { user } = await renderTab(port);
    const declaration = await section();

    await user.click(screen.getByRole('checkbox', { name: 'Pension' }));
    await user.click(screen.getByRole('radio', { name: 'Over 5 000 EUR' }));
    await user.click(submit());

    await waitFor(() => {
      expect(within(declaration).getByRole('alert').textContent).toBe(
        'Your declaration was not recorded. Some of your details are incorrect. Please check them and try again.',
      );
    });
    expect([
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Pension' }).checked,
      screen.getByRole<HTMLInputElement>('radio', { name: 'Over 5 000 EUR' }).checked,
    ]).toEqual([true, true]);
  });

  it('says the status could not be checked and asks again on retry', async () => {
    const port = owing();
    port.status = fail(createApiFailure(41));
    const { user } = await renderTab(port);
    await section();
    port.status = ok(createPendingSourceOfFunds());

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Submit the declaration' })).toBeTruthy();
  });
});
