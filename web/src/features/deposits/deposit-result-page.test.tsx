import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { aPendingDeposit } from '@lv-casino/core/testing/pending-deposit.fake.ts';
import { createTokens, createUser } from '@lv-casino/core/testing/user.builder.ts';
import type { KycStatus } from '@lv-casino/core/session/user.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { NavigationBridge } from '../../kernel/navigation-bridge.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { routes } from './deposits.feature.ts';
import { routeEntryOf } from '../../testing/contributions.ts';

/** A result page as the provider's return opens it, for anna logged in. */
async function renderResult(
  path: string,
  {
    ports = createTestPorts(),
    kycVerified = 'VERIFIED',
  }: { ports?: TestPorts; kycVerified?: KycStatus } = {},
) {
  ports.tokens.write(createTokens());
  ports.customer.user = ok(createUser({ kycVerified }));
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  await container.get(SessionStore).restore();
  const route = routeEntryOf('deposits', routes, 'deposit/:type');
  const View = await container.get(FeatureModules).prepare(route.owner, await route.load());
  const page = (
    <>
      <NavigationBridge />
      <View />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/:lang/deposit/:type', element: page },
      { path: '/deposit/:type', element: page },
      // Where the buttons lead: the casino, with the profile's tab over it.
      { path: '*', element: <NavigationBridge /> },
    ],
    { initialEntries: [path] },
  );
  render(<AppRoot container={container} router={router} />);
  return { ports, router, user: userEvent.setup() };
}

describe('a deposit result page', () => {
  it('raises the first-deposit event with the amount of the deposit started here', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ paymentTransactionId: '884512', amount: 2000 }));
    ports.deposits.depositCount = ok(1);
    await renderResult('/en/deposit/success-ext?paymentTransactionId=884512&status=COMPLETED_SUCCESS', {
      ports,
    });
    await screen.findByRole('heading', { level: 1, name: 'Deposit successful' });
    expect(ports.analytics.events).toEqual([{ kind: 'FIRST_DEPOSIT', amount: 2000, currency: 'EUR' }]);
  });

  it('raises the repeat-deposit event after earlier deposits', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ paymentTransactionId: '884512', amount: 5000 }));
    ports.deposits.depositCount = ok(4);
    await renderResult('/en/deposit/success-ext?paymentTransactionId=884512&status=COMPLETED_SUCCESS', {
      ports,
    });
    await screen.findByRole('heading', { level: 1, name: 'Deposit successful' });
    expect(ports.analytics.events).toEqual([{ kind: 'REPEAT_DEPOSIT', amount: 5000, currency: 'EUR' }]);
  });

  it('ends the pending deposit', async () => {
    const ports = createTestPorts();
    ports.pendingDeposits.save(aPendingDeposit({ paymentTransactionId: '884512' }));
    await renderResult('/en/deposit/failure-ext?paymentTransactionId=884512&status=FAILED', { ports });
    await screen.findByRole('heading', { level: 1, name: 'Deposit failed' });
    expect(ports.pendingDeposits.deposit).toBeNull();
  });

  it('sends a player whose KYC is not verified to the KYC tab after a success', async () => {
    const { user, router } = await renderResult('/en/deposit/success-ext?status=COMPLETED_SUCCESS', {
      kycVerified: 'NOT_VERIFIED',
    });
    await user.click(await screen.findByRole('button', { name: 'Verify your identity' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(
      /^\/(en|lv)\/casino\?modal=profile&selectedTab=kyc$/,
    );
  });

  it('takes a failed deposit back to the deposit tab', async () => {
    const { user, router } = await renderResult('/en/deposit/failure-ext?status=FAILED');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toMatch(
      /^\/(en|lv)\/casino\?modal=profile&selectedTab=deposit$/,
    );
  });

  it('marks a cancelled transaction failed on the server', async () => {
    const { ports } = await renderResult(
      '/en/deposit/cancel-ext?paymentTransactionId=884512&status=CANCELED',
    );
    await screen.findByRole('heading', { level: 1, name: 'Deposit cancelled' });
    expect(ports.deposits.calls).toContainEqual({
      call: 'cancelTransaction',
      paymentTransactionId: '884512',
    });
  });

  it('says so when the cancel could not be recorded', async () => {
    const ports = createTestPorts();
    ports.deposits.cancelResult = fail(createApiFailure(-1));
    await renderResult('/en/deposit/cancel?paymentTransactionId=884512', { ports });
    expect(await screen.findByText(/The cancellation could not be recorded/)).toBeTruthy();
  });
});
