import type { Language } from '@lv-casino/core/routing/language.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createBalance } from '@lv-casino/core/testing/balance.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { FakeWithdrawPort } from '@lv-casino/core/testing/withdraw-port.fake.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './profile-withdraw.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from '../../testing/profile-tab.tsx';

const withdrawTab = tabEntryOf('profile-withdraw', profileTabs, 'withdraw');

interface Options {
  readonly ports?: TestPorts;
  readonly withdrawals?: FakeWithdrawPort;
  readonly language?: Language;
}

/**
 * The withdraw tab as the profile modal shows it, for anna logged in (1 250.50 EUR cash): the app's
 * container over fake ports and a fake WithdrawPort, the tab's chunk prepared as the profile does.
 */
async function renderTab({
  ports = createTestPorts(),
  withdrawals = new FakeWithdrawPort(),
  language = 'en',
}: Options = {}) {
  const { router, user } = await renderProfileTab(withdrawTab, {
    ports: { ...ports, withdraw: withdrawals },
    language,
  });
  // The tab has shown its methods (or why there are none).
  await screen.findByRole('heading', { level: 3, name: /Your balance|Jūsu bilance/ });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  return { ports, withdrawals, router, user };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount (EUR)' });
const submitButton = () => screen.getByRole('button', { name: /^(✓|!)?\s*Withdraw$/ });

/** Types an amount and submits the form. */
async function withdraw(user: ReturnType<typeof userEvent.setup>, amount: string): Promise<void> {
  await user.clear(amountField());
  if (amount !== '') await user.type(amountField(), amount);
  await user.click(submitButton());
}

describe('the withdraw tab', () => {
  it('shows the cash balance as what can be withdrawn', async () => {
    await renderTab();

    const figure = screen.getByText('Available to withdraw').closest('div');
    expect(figure?.querySelector('dd')?.textContent).toBe('1 250.50 EUR');
  });

  it('offers the player’s methods as a radio group with the first chosen', async () => {
    await renderTab();

    const group = screen.getByRole('group', { name: 'Withdraw to' });
    const radios = within(group).getAllByRole('radio');
    expect(
      radios.map((radio) => [
        radio.closest('label')?.querySelector('span span')?.textContent,
        (radio as HTMLInputElement).checked,
      ]),
    ).toEqual([
      ['Bankas pārskaitījums (Swedbank)', true],
      ['Visa •5610', false],
      ['Mastercard •0427', false],
    ]);
  });

  it('shows each method’s logo beside its name, as decoration of the name the option reads', async () => {
    await renderTab();

    const radios = within(screen.getByRole('group', { name: 'Withdraw to' })).getAllByRole('radio');
    expect(
      radios.map((radio) => {
        const logo = radio.closest('label')?.querySelector('img');
        return [radio.getAttribute('value'), logo?.getAttribute('src'), logo?.getAttribute('alt')];
      }),
    ).toEqual([
      ['BANK_TRANSFER', '/__sandbox/logos/bank-transfer.svg', ''],
      ['CARD_VISA_5610', '/__sandbox/logos/visa.svg', ''],
      ['CARD_MASTERCARD_0427', '/__sandbox/logos/mastercard.svg', ''],
    ]);
  });

  it('shows each method’s account and bounds', async () => {
    await renderTab();

    expect(screen.getByRole('radio', { name: /Visa •5610/ }).closest('label')?.textContent).toBe(
      'Visa •56104571 73** **** 5610From 10.00 EUR to 2 000.00 EUR',
    );
  });

  it('asks for the amount on a decimal keyboard, with the currency', async () => {
    await renderTab();

    expect(amountField().getAttribute('inputmode')).toBe('decimal');
  });

  it('describes the amount with the chosen method’s bounds', async () => {
    const { user } = await renderTab();

    await user.click(screen.getByRole('radio', { name: /Visa •5610/ }));

    expect(
      amountField()
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['From 10.00 EUR to 2 000.00 EUR. Separate the cents with a dot or a comma.']);
  });

  it('asks for the amount typed, in minor units, to the method chosen', async () => {
    const { user, withdrawals } = await renderTab();

    await user.click(screen.getByRole('radio', { name: /Visa •5610/ }));
    await withdraw(user, '50,25');

    await waitFor(() => {
      expect(withdrawals.calls.at(-1)).toEqual({
        call: 'requestWithdrawal',
        request: { methodId: 'CARD_VISA_5610', amount: 5025 },
      });
    });
  });

  it('confirms the pending withdrawal with its amount', async () => {
    const { user } = await renderTab();

    await withdraw(user, '50');

    expect((await screen.findByText(/We have received your withdrawal/)).textContent).toBe(
      'We have received your withdrawal of 50.00 EUR. It is pending until it is paid out.',
    );
  });

  it('shows the balance the server has after the withdrawal', async () => {
    const { user, ports } = await renderTab();
    ports.customer.balance = ok(createBalance({ cash: 120_050 }));

    await withdraw(user, '50');

    await waitFor(() => {
      expect(screen.getByText('Available to withdraw').closest('div')?.querySelector('dd')?.textContent).toBe(
        '1 200.50 EUR',
      );
    });
  });

  it('empties the amount after a withdrawal', async () => {
    const { user } = await renderTab();

    await withdraw(user, '50');

    await screen.findByText(/We have received your withdrawal/);
    expect((amountField() as HTMLInputElement).value).toBe('');
  });

  it('shows the button busy while the withdrawal is asked for', async () => {
    const { user, withdrawals } = await renderTab();
    withdrawals.hold();

    await withdraw(user, '50');

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    withdrawals.release();
  });

  it('marks the button as succeeded after a withdrawal', async () => {
    const { user } = await renderTab();

    await withdraw(user, '50');

    await screen.findByText(/We have received your withdrawal/);
    expect(submitButton().getAttribute('data-feedback')).toBe('succeeded');
  });

  it('cancels the pending withdrawal and says the money is back', async () => {
    const { user, withdrawals } = await renderTab();
    await withdraw(user, '50');

    await user.click(await screen.findByRole('button', { name: 'Cancel this withdrawal' }));

    expect(await screen.findByText(/has been cancelled/)).toBeTruthy();
    expect(withdrawals.calls.at(-1)).toEqual({ call: 'cancelWithdrawal', withdrawalId: 88_120 });
  });

  describe('refused by the server', () => {
    it('shows 21 by the amount, keeps the amount and marks the button failed', async () => {
      const withdrawals = new FakeWithdrawPort();
      withdrawals.requestResult = fail(createApiFailure(21));
      const { user } = await renderTab({ withdrawals });

      await withdraw(user, '2000');

      expect(await screen.findByText('You do not have enough money for this.')).toBeTruthy();
      expect([
        (amountField() as HTMLInputElement).value,
        amountField().getAttribute('aria-invalid'),
        submitButton().getAttribute('data-feedback'),
      ]).toEqual(['2000', 'true', 'failed']);
    });

    it('moves the focus to the amount refused', async () => {
      const withdrawals = new FakeWithdrawPort();
      withdrawals.requestResult = fail(createApiFailure(26));
      const { user } = await renderTab({ withdrawals });

      await withdraw(user, '2000');

      await screen.findByText('Your balance is insufficient.');
      expect(document.activeElement).toBe(amountField());
    });

    it('shows 116 by the methods with a link to verify the card on the KYC tab', async () => {
      const withdrawals = new FakeWithdrawPort();
      withdrawals.requestResult = fail(createApiFailure(116));
      const { user } = await renderTab({ withdrawals });
      await user.click(screen.getByRole('radio', { name: /Mastercard/ }));

      await withdraw(user, '50');

      const group = screen.getByRole('group', { name: 'Withdraw to' });
      expect(
        await within(group).findByText('Please verify your card before you withdraw to it.'),
      ).toBeTruthy();
      expect(within(group).getByRole('link', { name: 'Verify your card' }).getAttribute('href')).toBe(
        '?modal=profile&selectedTab=kyc',
      );
    });

    it('opens the KYC tab from the link of 116', async () => {
      const withdrawals = new FakeWithdrawPort();
      withdrawals.requestResult = fail(createApiFailure(116));
      const { user, router } = await renderTab({ withdrawals });
      await withdraw(user, '50');

      await user.click(await screen.findByRole('link', { name: 'Verify your card' }));

      await waitFor(() => {
        expect(router.state.location.search).toBe('?modal=profile&selectedTab=kyc');
      });
    });

    it('alerts 117 with a link to the bets', async () => {
      const withdrawals = new FakeWithdrawPort();
      withdrawals.requestResult = fail(createApiFailure(117));
      const { user } = await renderTab({ withdrawals });

      await withdraw(user, '50');

      const alert = await screen.findByRole('alert');
      await within(alert).findByText(/You have bets in progress/);
      expect(within(alert).getByRole('link', { name: 'See your bets' }).getAttribute('href')).toBe(
        '?modal=profile&selectedTab=history',
      );
    });
  });

  describe('checked before asking', () => {
    it('asks for an amount', async () => {
      const { user, withdrawals } = await renderTab();

      await withdraw(user, '');

      expect(await screen.findByText('Enter the amount to withdraw.')).toBeTruthy();
      expect(withdrawals.calls).toEqual([{ call: 'getWithdrawMethods' }]);
    });

    it('refuses an amount under the method’s minimum with the text of 24', async () => {
      const { user, withdrawals } = await renderTab();

      await withdraw(user, '5');

      expect(await screen.findByText('The amount is below the minimum withdrawal.')).toBeTruthy();
      expect(withdrawals.calls).toEqual([{ call: 'getWithdrawMethods' }]);
    });

    it('clears the amount’s error once it is edited', async () => {
      const { user } = await renderTab();
      await withdraw(user, 'abc');
      await screen.findByText('Enter an amount such as 50 or 50.25.');

      await user.type(amountField(), '1');

      expect(screen.queryByText('Enter an amount such as 50 or 50.25.')).toBeNull();
    });
  });

  it('shows the text of 35 and the way to a deposit when there is no method', async () => {
    const withdrawals = new FakeWithdrawPort();
    withdrawals.methods = fail(createApiFailure(35));
    await renderTab({ withdrawals });

    expect(screen.getByText('No withdrawal methods are available for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe(
      '?modal=profile&selectedTab=deposit',
    );
  });

  it('offers no form when there is no method', async () => {
    const withdrawals = new FakeWithdrawPort();
    withdrawals.methods = ok([]);
    await renderTab({ withdrawals });

    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says why the methods could not be loaded and loads them again on retry', async () => {
    const withdrawals = new FakeWithdrawPort();
    withdrawals.methods = fail(createApiFailure(41, 500));
    const { user } = await renderTab({ withdrawals });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your withdrawal methods could not be loaded. A server error occurred. Please try again later.Try again',
    );
    withdrawals.methods = ok([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No withdrawal methods are available for your account.')).toBeTruthy();
  });

  it('speaks Latvian', async () => {
    await renderTab({ language: 'lv' });

    expect(screen.getByRole('textbox', { name: 'Summa (EUR)' })).toBeTruthy();
  });
});
