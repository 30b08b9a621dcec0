import { CancelPendingDepositUseCase } from '@lv-casino/core/deposit/cancel-pending-deposit.use-case.ts';
import { DepositOptionsUseCase } from '@lv-casino/core/deposit/deposit-options.use-case.ts';
import { DepositResultUseCase } from '@lv-casino/core/deposit/deposit-result.use-case.ts';
import { DepositReturnUseCase } from '@lv-casino/core/deposit/deposit-return.use-case.ts';
import { PendingDepositUseCase } from '@lv-casino/core/deposit/pending-deposit.use-case.ts';
import { StartProviderDepositUseCase } from '@lv-casino/core/deposit/start-provider-deposit.use-case.ts';
import { TrackDepositUseCase } from '@lv-casino/core/deposit/track-deposit.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { AnalyticsPort } from '@lv-casino/core/analytics/analytics.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { DepositAccountPort } from '@lv-casino/core/deposit/deposit-account.port.ts';
import { DepositCancelPort } from '@lv-casino/core/deposit/deposit-cancel.port.ts';
import { OffsiteDepositPort } from '@lv-casino/core/deposit/offsite-deposit.port.ts';
import { PaymentFormPort } from '@lv-casino/core/deposit/payment-form.port.ts';
import { PendingDepositPort } from '@lv-casino/core/deposit/pending-deposit.port.ts';
import { RedirectDepositPort } from '@lv-casino/core/deposit/redirect-deposit.port.ts';
import { SmsDepositPort } from '@lv-casino/core/deposit/sms-deposit.port.ts';
import { TokenDepositPort } from '@lv-casino/core/deposit/token-deposit.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import {
  bindBrowserLocation,
  BrowserLocationToken,
  type BrowserLocation,
} from '../../kernel/browser-location.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { DepositResultStore } from './deposit-result.store.ts';
import { DepositStatusStore } from './deposit-status.store.ts';
import { DepositTabStore } from './deposit-tab.store.ts';

/** The current page with deposit-status-modal as its only query (the profile's parameters go). */
const statusModalUrl = (href: string): string => {
  const url = new URL(href);
  url.search = '?modal=deposit-status-modal';
  return url.toString();
};

/** The deposit screens' texts, with the catalogue's (the codes a deposit is refused with). */
export const depositsMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * Deposits: core's deposit use-cases over the deposit ports (one per family of calls), the providers'
 * payment forms, the pending deposit's storage and the analytics port (bound by the platform's account
 * part); the tab's, the status modal's and the result page's stores, one per showing.
 */
export const depositsModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  bindBrowserLocation(options);
  bindUseCaseOf(options, DepositOptionsUseCase, [DepositAccountPort, TokenDepositPort, ErrorCatalogue]);
  bind(StartProviderDepositUseCase)
    .toDynamicValue(
      (context) =>
        new StartProviderDepositUseCase(
          {
            redirects: context.get<RedirectDepositPort>(RedirectDepositPort),
            sms: context.get<SmsDepositPort>(SmsDepositPort),
            tokens: context.get<TokenDepositPort>(TokenDepositPort),
            offsite: context.get<OffsiteDepositPort>(OffsiteDepositPort),
            forms: context.get<PaymentFormPort>(PaymentFormPort),
          },
          context.get<PendingDepositPort>(PendingDepositPort),
          context.get<ClockPort>(ClockPort),
          context.get<ErrorCatalogue>(ErrorCatalogue),
        ),
    )
    .inSingletonScope();
  bindUseCase(options, PendingDepositUseCase, PendingDepositPort);
  bindUseCaseOf(options, CancelPendingDepositUseCase, [
    DepositCancelPort,
    PendingDepositPort,
    ErrorCatalogue,
  ]);
  bindUseCase(options, DepositResultUseCase, DepositCancelPort);
  bindUseCase(options, TrackDepositUseCase, DepositAccountPort);
  bindUseCaseOf(options, DepositReturnUseCase, [
    DepositResultUseCase,
    TrackDepositUseCase,
    PendingDepositPort,
  ]);

  bind(DepositTabStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const navigator = context.get(AppNavigator);
      const intl = context.get(IntlStore);
      const location = context.get<BrowserLocation>(BrowserLocationToken);
      return new DepositTabStore({
        options: context.get(DepositOptionsUseCase),
        start: context.get(StartProviderDepositUseCase),
        pending: context.get(PendingDepositUseCase),
        kycVerified: () => session.user?.kycVerified ?? null,
        balance: () => session.balance,
        isMobile: context.get<Device>(DeviceToken) === 'mobile',
        returnPage: () => `${location.origin()}/${intl.language}/deposit/notification`,
        openPaymentWindow: (url) => {
          // The page the player comes back to (Back from the provider, or a reload) shows the deposit.
          // Written into this entry at once: a router navigation that lands after the payment page's
          // navigation has begun would cancel it, and the player would stay on the form.
          location.rewriteEntry(statusModalUrl(location.href()));
          // A page the browser kept (back-forward cache) comes back as it left, this tab opening the
          // payment page, and runs no code again: the entry's status modal is shown in its place.
          location.whenRestored(() => {
            navigator.openModal('deposit-status-modal');
          });
          location.leaveFor(url);
        },
        // A provider's form in the page ended: its result page, as the provider's return would load it.
        showResult: (path) => {
          location.leaveFor(`${location.origin()}/${intl.language}${path}`);
        },
        showStatus: () => {
          navigator.openModal('deposit-status-modal');
        },
        openKyc: () => {
          navigator.openModal('profile', { selectedTab: 'kyc' });
        },
      });
    })
    .inTransientScope();
  bind(DepositStatusStore)
    .toDynamicValue((context) => {
      const navigator = context.get(AppNavigator);
      const location = context.get<BrowserLocation>(BrowserLocationToken);
      return new DepositStatusStore({
        pending: context.get(PendingDepositUseCase),
        cancel: context.get(CancelPendingDepositUseCase),
        continuePayment: (url) => {
          location.leaveFor(url);
        },
        openDepositTab: () => {
          navigator.openModal('profile', { selectedTab: 'deposit' });
        },
      });
    })
    .inTransientScope();
  bind(DepositResultStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const account = context.get(PlayerAccountStore);
      const navigator = context.get(AppNavigator);
      const events = context.get(DomainEvents);
      const analytics = context.get<AnalyticsPort>(AnalyticsPort);
      return new DepositResultStore({
        depositReturn: context.get(DepositReturnUseCase),
        kycVerified: () => session.user?.kycVerified ?? 'VERIFIED',
        loggedIn: () => session.status === 'authenticated',
        refreshBalance: () => account.refreshBalance(),
        navigate: (intents) => {
          navigator.perform(...intents);
        },
        track: (tracked) => {
          events.publish(tracked);
          for (const event of tracked)
            if (event.kind === 'FIRST_DEPOSIT' || event.kind === 'REPEAT_DEPOSIT') analytics.track(event);
        },
      });
    })
    .inTransientScope();
});
