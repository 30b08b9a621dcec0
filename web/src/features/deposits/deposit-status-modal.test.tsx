import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { aPendingDeposit } from '@lv-casino/core/testing/pending-deposit.fake.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { modals } from './deposits.feature.ts';
import { modalEntryOf } from '../../testing/contributions.ts';
import { renderAccountModal } from '../../testing/profile-tab.tsx';

const depositStatusModal = modalEntryOf('deposits', modals, 'deposit-status-modal');

/** deposit-status-modal over the casino, for anna logged in; the payment window is recorded. */
async function renderModal(ports: TestPorts = createTestPorts()) {
  const { user } = await renderAccountModal(depositStatusModal, '', { ports });
  return { ports, opened: ports.location.left, user };
}

describe('deposit-status-modal', () => {
  it('shows the pending deposit: amount, method and state', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit());
    await renderModal(ports);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit waiting for payment' });
    expect(dialog.textContent).toMatch(/Amount20\.00 EUR.*MethodInternet bank.*StatusPending/);
  });

  it('opens the payment window again', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ redirectUrl: 'https://pay.test/884512' }));
    const { user, opened } = await renderModal(ports);
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(opened).toEqual(['https://pay.test/884512']);
  });

  it('offers no way back to a form that was shown in the page, only the cancel', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ provider: 'epg', redirectUrl: null }));
    await renderModal(ports);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit waiting for payment' });
    expect({
      text: dialog.textContent,
      buttons: screen.queryAllByRole('button').map((button) => button.textContent),
    }).toMatchObject({
      text: expect.stringContaining('The payment form was shown on this site') as unknown,
      buttons: expect.not.arrayContaining(['Continue to payment']) as unknown,
    });
    expect(screen.getByRole('button', { name: 'Cancel this deposit' })).toBeTruthy();
  });

  it('says a deposit paid to a crypto address or a voucher waits for that payment, with no way back', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ provider: 'coinspaid', redirectUrl: null }));
    await renderModal(ports);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit waiting for payment' });
    expect({
      text: dialog.textContent,
      buttons: screen.queryAllByRole('button').map((button) => button.textContent),
    }).toMatchObject({
      text: expect.stringContaining('You were given a crypto address or a voucher') as unknown,
      buttons: expect.not.arrayContaining(['Continue to payment']) as unknown,
    });
  });

  it('cancels a Blu Or deposit with Blu Or’s own call and ends it', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ provider: 'bluOr', paymentTransactionId: '77' }));
    const { user } = await renderModal(ports);
    await user.click(await screen.findByRole('button', { name: 'Cancel this deposit' }));
    await screen.findByText('The deposit was cancelled. No money was taken.');
    expect({ calls: ports.deposits.calls, pending: ports.pendingDeposits.deposit }).toEqual({
      calls: [{ call: 'cancelBluOrDeposit', paymentTransactionId: '77' }],
      pending: null,
    });
  });

  it('keeps the deposit pending and says why when the cancel is refused', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit());
    ports.deposits.cancelResult = fail(createApiFailure(-1));
    const { user } = await renderModal(ports);
    await user.click(await screen.findByRole('button', { name: 'Cancel this deposit' }));
    expect(await screen.findByText(/The deposit could not be cancelled/)).toBeTruthy();
  });

  it('says when no deposit is waiting', async () => {
    await renderModal();
    expect(await screen.findByRole('dialog', { name: 'No deposit waiting' })).toBeTruthy();
  });
});
