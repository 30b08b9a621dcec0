import { browserLocation } from '../kernel/browser-location.ts';
import { ActivityPort } from '@lv-casino/core/activity/activity.port.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { ComplaintPort } from '@lv-casino/core/complaint/complaint.port.ts';
import { DepositAccountPort } from '@lv-casino/core/deposit/deposit-account.port.ts';
import { DepositCancelPort } from '@lv-casino/core/deposit/deposit-cancel.port.ts';
import { OffsiteDepositPort } from '@lv-casino/core/deposit/offsite-deposit.port.ts';
import { RedirectDepositPort } from '@lv-casino/core/deposit/redirect-deposit.port.ts';
import { SmsDepositPort } from '@lv-casino/core/deposit/sms-deposit.port.ts';
import { TokenDepositPort } from '@lv-casino/core/deposit/token-deposit.port.ts';
import { ExclusionPort } from '@lv-casino/core/self-exclusion/exclusion.port.ts';
import { HistoryPort } from '@lv-casino/core/history/history.port.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import { LifetimeStatisticsPort } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { ProfilePort } from '@lv-casino/core/profile/profile.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import type { RealityTimerStorePort } from '@lv-casino/core/reality-check/reality-timer-store.port.ts';
import { ReferralPort } from '@lv-casino/core/referral/referral.port.ts';
import { SourceOfFundsPort } from '@lv-casino/core/source-of-funds/source-of-funds.port.ts';
import { WithdrawPort } from '@lv-casino/core/withdraw/withdraw.port.ts';
import { ConsoleAnalytics, DataLayerAnalytics } from '@lv-casino/adapters/browser/analytics.adapters.ts';
import { ProviderPaymentForms } from '@lv-casino/adapters/browser/providers.payment-form.ts';
import { SandboxPaymentForms } from '@lv-casino/adapters/browser/sandbox.payment-form.ts';
import { SessionStoragePendingDepositStore } from '@lv-casino/adapters/browser/session-storage.pending-deposit-store.ts';
import { AnalyticsPort } from '@lv-casino/core/analytics/analytics.port.ts';
import { PaymentFormPort } from '@lv-casino/core/deposit/payment-form.port.ts';
import { PendingDepositPort } from '@lv-casino/core/deposit/pending-deposit.port.ts';
import { ContainerModule } from 'inversify';
import { bindDeferredGroup } from '../kernel/deferred-port.ts';
import { CustomerFacingClientToken } from '../kernel/customer-facing-client.token.ts';
import { RealityTimerStoreLoader } from '../kernel/reality-timer-store-loader.ts';
import { isPaymentFormsChoice, type PaymentFormsChoice } from './payment-forms.choice.ts';

/*
 * The platform's second part: the adapters of a player's account bound to core's ports. A chunk of
 * its own (AccountPortsLoader), loaded before the first feature that needs them, so the first paint
 * carries none of these bindings; the adapters themselves are further chunks, loaded by the first call.
 */

/**
 * Each provider's own payment form, by provider id, for a build with `VITE_PAYMENT_FORMS=providers`:
 * none in this repository, whose backend is the sandbox. An operator adds the adapter of each provider
 * whose form it offers, a hosted page or the provider's script in the page (adapters/README.md,
 * "Payment forms"), e.g. `trustPayment: new ExamplePayForms(window.document)`, and the provider's
 * origin to the Content-Security-Policy (web/deploy/nginx.conf); a provider without one has its
 * deposits refused, and the other deposit methods work.
 */
function providerPaymentForms(_window: Window): Readonly<Record<string, PaymentFormPort>> {
  return {};
}

/** Core's PaymentFormPort for the forms the build names (`VITE_PAYMENT_FORMS`, src/shell/payment-forms.choice.ts). */
export function createPaymentForms(choice: PaymentFormsChoice, window: Window): PaymentFormPort {
  return choice === 'providers'
    ? new ProviderPaymentForms(providerPaymentForms(window))
    : new SandboxPaymentForms({ baseUrl: browserLocation.origin() });
}

/** The build's choice of payment forms; web/build/payment-forms.plugin.ts refuses a build without one. */
function configuredPaymentForms(): PaymentFormsChoice {
  const configured: unknown = import.meta.env.VITE_PAYMENT_FORMS;
  if (!isPaymentFormsChoice(configured))
    throw new Error(`VITE_PAYMENT_FORMS names no payment forms: ${JSON.stringify(configured)}`);
  return configured;
}

/** The account's ports: the profile's tabs, deposits, the account's badges and player protection. */
export function createAccountPlatformModule(window: Window): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Deposits: the pending deposit survives a reload in the tab's storage; the providers' payment
    // forms are the ones the build names (the sandbox's page, or each provider's own form); the
    // tracking events go to the tag manager's data layer (the console while developing).
    bind<PendingDepositPort>(PendingDepositPort).toConstantValue(
      new SessionStoragePendingDepositStore({ storage: window.sessionStorage }),
    );
    bind<PaymentFormPort>(PaymentFormPort).toConstantValue(
      createPaymentForms(configuredPaymentForms(), window),
    );
    bind<AnalyticsPort>(AnalyticsPort).toConstantValue(
      import.meta.env.DEV ? new ConsoleAnalytics() : new DataLayerAnalytics(window),
    );
    // The profile's tabs, deposits and the account's badges: their adapters are one chunk.
    const profile = () => import('@lv-casino/adapters/http/profile.adapter-group.ts');
    bindDeferredGroup<Awaited<ReturnType<typeof profile>>>(bind, CustomerFacingClientToken, profile, {
      HistoryHttpAdapter: HistoryPort,
      WithdrawHttpAdapter: WithdrawPort,
      ProfileHttpAdapter: ProfilePort,
      BrowserKycHttpAdapter: KycPort,
      BonusHttpAdapter: BonusPort,
      InboxHttpAdapter: InboxPort,
      ReferralHttpAdapter: ReferralPort,
      ComplaintHttpAdapter: ComplaintPort,
      LifetimeStatisticsHttpAdapter: LifetimeStatisticsPort,
      SourceOfFundsHttpAdapter: SourceOfFundsPort,
      DepositHttpAdapter: DepositAccountPort,
      ActivityHttpAdapter: ActivityPort,
    });
    // The deposit adapter implements every deposit port: the other ports are that one adapter.
    for (const port of [
      DepositCancelPort,
      RedirectDepositPort,
      SmsDepositPort,
      TokenDepositPort,
      OffsiteDepositPort,
    ])
      bind(port).toService(DepositAccountPort);
    // Player protection: the reality check, its timer's store and the limits-changed confirmation.
    const protection = () => import('@lv-casino/adapters/http/player-protection.adapter-group.ts');
    bindDeferredGroup<Awaited<ReturnType<typeof protection>>>(bind, CustomerFacingClientToken, protection, {
      RealityCheckHttpAdapter: RealityCheckPort,
      LimitsHttpAdapter: LimitsPort,
      ExclusionHttpAdapter: ExclusionPort,
    });
    bind<() => Promise<RealityTimerStorePort>>(RealityTimerStoreLoader).toConstantValue(
      async () => new (await protection()).SessionStorageRealityTimerStore(),
    );
  });
}
