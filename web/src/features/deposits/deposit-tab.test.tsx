import type { Language } from '@lv-casino/core/routing/language.ts';
import type { KycStatus } from '@lv-casino/core/session/user.ts';
import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { FakeDepositPorts } from '@lv-casino/core/testing/deposit-ports.fake.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { aPendingDeposit } from '@lv-casino/core/testing/pending-deposit.fake.ts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './deposits.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { renderProfileTab } from '../../testing/profile-tab.tsx';

const depositTab = tabEntryOf('deposits', profileTabs, 'deposit');

/** The sandbox's settings, reduced: banklink, A1, CoinsPaid, Smart Payments and Trust Payments. */
const SETTINGS = {
  banklinkEnabled: true,
  a1Enabled: true,
  coinspaidEnabled: true,
  coinspaidEnabledCryptoCurrencies: ['BTC', 'ETH'],
  smartPaymentsEnabled: true,
  trustPaymentEnabled: true,
  safechargeEnabled: true,
  safechargeEnabledMethods: ['cc_card'],
};

interface Options {
  readonly ports?: TestPorts;
  readonly deposits?: FakeDepositPorts;
  readonly language?: Language;
  readonly kycVerified?: KycStatus;
  readonly settings?: FakeDepositPorts['settings'];
}

/** The deposit tab as the profile shows it, for anna logged in; the payment window is recorded. */
async function renderTab({
  ports = createTestPorts(),
  deposits = new FakeDepositPorts(),
  language = 'en',
  kycVerified = 'VERIFIED',
  settings = ok(SETTINGS),
}: Options = {}) {
  deposits.settings = settings;
  const opened = ports.location.left;
  const { router, user } = await renderProfileTab(depositTab, {
    ports: { ...ports, deposits },
    language,
    player: { kycVerified },
  });
  await waitFor(() => {
    expect(document.querySelector('.deposits[aria-busy="false"]')).not.toBeNull();
  });
  return { ports, deposits, router, user, opened };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount (EUR)' });
const submit = () => screen.getByRole('button', { name: /Continue to payment/ });

/** Lets the awaited answers settle, then moves the fake clock past the 500 ms redirect delay. */
async function passRedirectDelay(ports: TestPorts): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    ports.clock.advance(500);
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  });
}

describe('the deposit tab', () => {
  it('offers the methods the settings enable, by group', async () => {
    await renderTab();
    const group = screen.getByRole('group', { name: 'Deposit with' });
    const names = [...group.querySelectorAll('input[type="radio"]')].map(
      (input) => input.closest('label')?.textContent,
    );
    expect(names).toEqual([
      'Card (Safecharge)',
      'Card (Trust Payments)',
      'Internet bank',
      'A1 mobile payment',
      'Crypto (CoinsPaid)',
      'Smart Payments voucher',
    ]);
  });

  it('shows each method’s logo beside its name, as decoration of the name the tile reads', async () => {
    await renderTab({
      settings: ok({
        ...SETTINGS,
        logos: { coinspaid: '/logos/coinspaid.svg', banklink: '/logos/banklink.svg' },
      }),
    });
    const tile = (name: string) => screen.getByRole('radio', { name }).closest('label');
    const logoOf = (name: string) => {
      const logo = tile(name)?.querySelector('img');
      return logo && [logo.getAttribute('src'), logo.getAttribute('alt'), logo.width, logo.height];
    };
    expect([logoOf('Crypto (CoinsPaid)'), logoOf('Internet bank'), logoOf('A1 mobile payment')]).toEqual([
      ['/logos/coinspaid.svg', '', 48, 32],
      ['/logos/banklink.svg', '', 48, 32],
      null,
    ]);
  });

  it('shows each Noda bank’s logo beside its name', async () => {
    const { user } = await renderTab({ settings: ok({ nodaEnabled: true }) });
    await user.click(screen.getByRole('radio', { name: 'Bank payment (Noda)' }));
    const bank = await screen.findByRole('radio', { name: 'Swedbank' });
    const logo = bank.closest('label')?.querySelector('img');
    expect([logo?.getAttribute('src'), logo?.getAttribute('alt')]).toEqual([
      'https://cdn.test/banks/swedbank.svg',
      '',
    ]);
  });

  it('starts a banklink deposit with the bank and the amount in minor units', async () => {
    const { user, deposits, ports } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Internet bank' }));
    await user.click(screen.getByRole('radio', { name: 'Swedbank' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    await passRedirectDelay(ports);
    expect(deposits.calls).toContainEqual({
      call: 'initBanklinkDeposit',
      request: {
        amount: 2000,
        depositCode: null,
        paymentMethod: 'SWEDBANK',
        returnPage: `${window.location.origin}/en/deposit/notification`,
      },
    });
  });

  it('opens the payment window 500 ms after the call and keeps the deposit pending', async () => {
    const { user, ports, opened } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Internet bank' }));
    await user.click(screen.getByRole('radio', { name: 'SEB banka' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    await passRedirectDelay(ports);
    expect({ opened, pending: ports.pendingDeposits.deposit?.amount }).toEqual({
      opened: ['https://pay.test/884520'],
      pending: 2000,
    });
  });

  it('shows where the deposit stands when Back from the payment page restores the page as it left', async () => {
    const { user, ports, router } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Internet bank' }));
    await user.click(screen.getByRole('radio', { name: 'SEB banka' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    await passRedirectDelay(ports);
    expect(screen.getByText(/Opening the payment page/)).toBeTruthy();
    await act(async () => {
      ports.location.restore();
      await Promise.resolve();
    });
    // The profile's entry becomes the status modal's, in place: Back still leaves the modal.
    expect({ search: router.state.location.search, action: router.state.historyAction }).toEqual({
      search: '?modal=deposit-status-modal',
      action: 'REPLACE',
    });
  });

  it('asks for a bank before it starts a banklink deposit', async () => {
    const { user, deposits } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Internet bank' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    expect({
      error: screen.getByText('Choose one of the options.').textContent,
      calls: deposits.calls.filter((entry) => entry.call === 'initBanklinkDeposit'),
    }).toEqual({ error: 'Choose one of the options.', calls: [] });
  });

  it('refuses the Safecharge full cashier under 10.00 EUR and keeps the amount typed', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'All card options' }));
    await user.type(amountField(), '5');
    await user.click(submit());
    expect({ error: screen.getByText(/smallest deposit/).textContent, typed: amountField() }).toEqual({
      error: 'The smallest deposit with this method is 10.00 EUR.',
      typed: expect.objectContaining({ value: '5' }) as unknown,
    });
  });

  it('says why the server refused a deposit and keeps what was typed', async () => {
    const deposits = new FakeDepositPorts();
    deposits.banklinkResult = fail(createApiFailure(40));
    const { user, ports } = await renderTab({ deposits });
    await user.click(screen.getByRole('radio', { name: 'Internet bank' }));
    await user.click(screen.getByRole('radio', { name: 'Swedbank' }));
    await user.type(amountField(), '500');
    await user.click(submit());
    await passRedirectDelay(ports);
    const alert = await screen.findByRole('alert', { name: '' });
    expect({ alert: alert.textContent !== '', typed: (amountField() as HTMLInputElement).value }).toEqual({
      alert: true,
      typed: '500',
    });
  });

  it('takes the A1 SMS code in a second step', async () => {
    const { user, deposits, ports } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'A1 mobile payment' }));
    await user.type(amountField(), '15');
    await user.click(submit());
    await user.type(await screen.findByRole('textbox', { name: 'Code (6 digits)' }), '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await passRedirectDelay(ports);
    expect(deposits.calls).toContainEqual({
      call: 'initA1Deposit',
      request: { amount: 1500, depositCode: null, verificationCode: '482913' },
    });
  });

  it('shows the address a CoinsPaid deposit is sent to', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Crypto (CoinsPaid)' }));
    await user.click(screen.getByRole('radio', { name: 'BTC' }));
    await user.type(amountField(), '50');
    await user.click(submit());
    expect(await screen.findByText('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh')).toBeTruthy();
  });

  it('shows the Smart Payments voucher to pay', async () => {
    const { user } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Smart Payments voucher' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    expect(await screen.findByText('SP-4821-7730-1195')).toBeTruthy();
  });

  it('keeps the voucher’s deposit pending, shown as waiting once the player is back at the form', async () => {
    const { user, ports } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Smart Payments voucher' }));
    await user.type(amountField(), '20');
    await user.click(submit());
    await screen.findByText('SP-4821-7730-1195');
    const bannerWithVoucher = screen.queryByText(/is waiting for the payment/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect({
      pending: ports.pendingDeposits.deposit?.paymentTransactionId,
      bannerWithVoucher,
      banner:
        screen.getByText(/Your deposit of 20.00 EUR by Smart Payments voucher is waiting/).textContent !== '',
    }).toEqual({ pending: '884518', bannerWithVoucher: null, banner: true });
  });

  it('pays with a stored Trust Payments card through its payment form', async () => {
    const { user, ports, opened } = await renderTab();
    await user.click(screen.getByRole('radio', { name: 'Card (Trust Payments)' }));
    await user.click(await screen.findByRole('radio', { name: /4111 11\*\* \*\*\*\* 1111/ }));
    await user.type(amountField(), '25');
    await user.click(submit());
    await passRedirectDelay(ports);
    expect(opened).toEqual(['https://forms.test/trustPayment/884513?credential=trust-payment-card-jwt']);
  });

  it('tells a player whose KYC is not verified that the identity check follows', async () => {
    await renderTab({ kycVerified: 'NOT_VERIFIED' });
    expect(screen.getByText(/after your deposit we will ask you for your documents/)).toBeTruthy();
  });

  it('shows a deposit still pending from before', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit());
    await renderTab({ ports });
    expect(screen.getByText(/Your deposit of 20.00 EUR by Internet bank is waiting/)).toBeTruthy();
  });

  it('speaks Latvian', async () => {
    await renderTab({ language: 'lv' });
    expect(screen.getByRole('group', { name: 'Iemaksāt ar' })).toBeTruthy();
  });

  it('offers to try again when the methods cannot be loaded', async () => {
    const { user, deposits } = await renderTab({ settings: fail(createApiFailure(-1)) });
    deposits.settings = ok(SETTINGS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Deposit with' })).toBeTruthy();
  });
});
