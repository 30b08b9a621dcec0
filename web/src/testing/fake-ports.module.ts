import { FakeSportsbookPort } from '@lv-casino/core/testing/sportsbook-port.fake.ts';
import { SportsbookPort } from '@lv-casino/core/sportsbook/sportsbook.port.ts';
import { AccountPort } from '@lv-casino/core/account/account.port.ts';
import { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import { FeedsPort } from '@lv-casino/core/feeds/feeds.port.ts';
import { GamePort } from '@lv-casino/core/game-start/game.port.ts';
import { LanguageStorePort } from '@lv-casino/core/routing/language-store.port.ts';
import type { NotificationsPort } from '@lv-casino/core/notifications/notifications.port.ts';
import { PlayerGamesPort } from '@lv-casino/core/player-games/player-games.port.ts';
import { RegistrationPort } from '@lv-casino/core/registration/registration.port.ts';
import { SmartIdPort } from '@lv-casino/core/smart-id/smart-id.port.ts';
import { SmsVerificationPort } from '@lv-casino/core/sms/sms-verification.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/content/translations.port.ts';
import { FakeAccountPort } from '@lv-casino/core/testing/account-port.fake.ts';
import { FakeAuthPort } from '@lv-casino/core/testing/auth-port.fake.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { FakeConfigPort } from '@lv-casino/core/testing/config-port.fake.ts';
import { FakeContentPort } from '@lv-casino/core/testing/content-port.fake.ts';
import { FakeCookiePort } from '@lv-casino/core/testing/cookie-port.fake.ts';
import { FakeCustomerPort } from '@lv-casino/core/testing/customer-port.fake.ts';
import { FakeFeedsPort } from '@lv-casino/core/testing/feeds-port.fake.ts';
import { FakeGamePort } from '@lv-casino/core/testing/game-port.fake.ts';
import { FakePlayerGamesPort } from '@lv-casino/core/testing/player-games-port.fake.ts';
import { FakeNotificationsPort } from '@lv-casino/core/testing/notifications-port.fake.ts';
import { InMemoryLanguageStore } from '@lv-casino/core/testing/language-store.in-memory.ts';
import { FakeRegistrationPort } from '@lv-casino/core/testing/registration-port.fake.ts';
import { FakeSmartIdPort } from '@lv-casino/core/testing/smart-id-port.fake.ts';
import { FakeSmsVerificationPort } from '@lv-casino/core/testing/sms-verification-port.fake.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { FakeTranslationsPort } from '@lv-casino/core/testing/translations-port.fake.ts';
import { ok } from '@lv-casino/core/shared/result.ts';
import { createUser } from '@lv-casino/core/testing/user.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { ProfilePort } from '@lv-casino/core/profile/profile.port.ts';
import { FakeKycPort } from '@lv-casino/core/testing/kyc-port.fake.ts';
import { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import { FakeHistoryPort } from '@lv-casino/core/testing/history-port.fake.ts';
import { FakeWithdrawPort } from '@lv-casino/core/testing/withdraw-port.fake.ts';
import { FakeLimitsPort } from '@lv-casino/core/testing/limits-port.fake.ts';
import { FakeBonusPort } from '@lv-casino/core/testing/bonus-port.fake.ts';
import { FakeInboxPort } from '@lv-casino/core/testing/inbox-port.fake.ts';
import { FakeExclusionPort } from '@lv-casino/core/testing/exclusion-port.fake.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { InboxPort } from '@lv-casino/core/inbox/inbox.port.ts';
import { ExclusionPort } from '@lv-casino/core/self-exclusion/exclusion.port.ts';
import { FakeRealityCheckPort } from '@lv-casino/core/testing/reality-check-port.fake.ts';
import { InMemoryRealityTimerStore } from '@lv-casino/core/testing/reality-timer-store.in-memory.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import type { RealityTimerStorePort } from '@lv-casino/core/reality-check/reality-timer-store.port.ts';
import { RealityTimerStoreLoader } from '../kernel/reality-timer-store-loader.ts';
import { AccountPortsLoader } from '../kernel/account-ports.ts';
import { HistoryPort } from '@lv-casino/core/history/history.port.ts';
import { WithdrawPort } from '@lv-casino/core/withdraw/withdraw.port.ts';
import { FakeReferralPort } from '@lv-casino/core/testing/referral-port.fake.ts';
import { FakeComplaintPort } from '@lv-casino/core/testing/complaint-port.fake.ts';
import { FakeLifetimeStatisticsPort } from '@lv-casino/core/testing/lifetime-statistics-port.fake.ts';
import { FakeActivityPort } from '@lv-casino/core/testing/activity-port.fake.ts';
import { ActivityPort } from '@lv-casino/core/activity/activity.port.ts';
import { FakeSourceOfFundsPort } from '@lv-casino/core/testing/source-of-funds-port.fake.ts';
import { createNoSourceOfFundsDue } from '@lv-casino/core/testing/source-of-funds.builder.ts';
import { ReferralPort } from '@lv-casino/core/referral/referral.port.ts';
import { ComplaintPort } from '@lv-casino/core/complaint/complaint.port.ts';
import { LifetimeStatisticsPort } from '@lv-casino/core/lifetime-statistics/lifetime-statistics.port.ts';
import { SourceOfFundsPort } from '@lv-casino/core/source-of-funds/source-of-funds.port.ts';
import { DepositAccountPort } from '@lv-casino/core/deposit/deposit-account.port.ts';
import { DepositCancelPort } from '@lv-casino/core/deposit/deposit-cancel.port.ts';
import { OffsiteDepositPort } from '@lv-casino/core/deposit/offsite-deposit.port.ts';
import { RedirectDepositPort } from '@lv-casino/core/deposit/redirect-deposit.port.ts';
import { SmsDepositPort } from '@lv-casino/core/deposit/sms-deposit.port.ts';
import { TokenDepositPort } from '@lv-casino/core/deposit/token-deposit.port.ts';
import { PaymentFormPort } from '@lv-casino/core/deposit/payment-form.port.ts';
import { PendingDepositPort } from '@lv-casino/core/deposit/pending-deposit.port.ts';
import { AnalyticsPort } from '@lv-casino/core/analytics/analytics.port.ts';
import { FakeDepositPorts } from '@lv-casino/core/testing/deposit-ports.fake.ts';
import { FakePaymentForms } from '@lv-casino/core/testing/payment-form.fake.ts';
import { InMemoryPendingDepositStore } from '@lv-casino/core/testing/pending-deposit.fake.ts';
import { RecordingAnalytics } from '@lv-casino/core/testing/analytics.fake.ts';
import { BrowserLocationToken, type BrowserLocation } from '../kernel/browser-location.ts';
import { FakeBrowserLocation } from './fake-browser-location.ts';
import { ContainerModule } from 'inversify';
import { CookiePortLoader } from '../kernel/cookie-port-loader.ts';
import { LanguageStoreLoader } from '../kernel/language-sync.ts';
import { NotificationsPortLoader } from '../kernel/notifications-port-loader.ts';

/** Core's in-memory fakes of every port the web uses; private calls fail with 3 when no token is stored. */
export interface TestPorts {
  readonly clock: ControllableClock;
  readonly tokens: InMemoryTokenStore;
  readonly auth: FakeAuthPort;
  readonly customer: FakeCustomerPort;
  readonly config: FakeConfigPort;
  readonly catalogue: FakeCataloguePort;
  readonly translations: FakeTranslationsPort;
  readonly notifications: FakeNotificationsPort;
  readonly account: FakeAccountPort;
  readonly registration: FakeRegistrationPort;
  readonly smartId: FakeSmartIdPort;
  readonly sms: FakeSmsVerificationPort;
  readonly cookies: FakeCookiePort;
  readonly language: InMemoryLanguageStore;
  readonly games: FakeGamePort;
  readonly playerGames: FakePlayerGamesPort;
  readonly content: FakeContentPort;
  readonly sportsbook: FakeSportsbookPort;
  readonly feeds: FakeFeedsPort;
  readonly history: FakeHistoryPort;
  readonly withdraw: FakeWithdrawPort;
  readonly kyc: FakeKycPort;
  readonly profile: FakeProfilePort;
  readonly realityCheck: FakeRealityCheckPort;
  readonly realityTimer: InMemoryRealityTimerStore;
  readonly limits: FakeLimitsPort;
  readonly exclusion: FakeExclusionPort;
  readonly bonuses: FakeBonusPort;
  readonly inbox: FakeInboxPort;
  readonly referral: FakeReferralPort;
  readonly complaint: FakeComplaintPort;
  readonly lifetimeStatistics: FakeLifetimeStatisticsPort;
  readonly activity: FakeActivityPort;
  /** Nothing to declare unless a test says otherwise. */
  readonly sourceOfFunds: FakeSourceOfFundsPort;
  /** Every deposit port (one fake bound to each). */
  readonly deposits: FakeDepositPorts;
  readonly paymentForms: FakePaymentForms;
  readonly pendingDeposits: InMemoryPendingDepositStore;
  readonly analytics: RecordingAnalytics;
  /** Where the app would have left the page for (a payment page, another site), and its reloads. */
  readonly location: FakeBrowserLocation;
}

/** A FakeSourceOfFundsPort with nothing to declare (most players owe no declaration). */
function sourceOfFundsNotDue(): FakeSourceOfFundsPort {
  const port = new FakeSourceOfFundsPort();
  port.status = ok(createNoSourceOfFundsDue());
  return port;
}

export function createTestPorts(): TestPorts {
  const tokens = new InMemoryTokenStore();
  const customer = new FakeCustomerPort({ tokens });
  // The player's language is the one tests render in (en), so a login does not switch the site.
  customer.user = ok(createUser({ lang: 'en' }));
  return {
    clock: new ControllableClock(),
    tokens,
    auth: new FakeAuthPort({ tokens }),
    customer,
    config: new FakeConfigPort({ tokens }),
    catalogue: new FakeCataloguePort(),
    translations: new FakeTranslationsPort(),
    notifications: new FakeNotificationsPort(),
    account: new FakeAccountPort({ tokens }),
    registration: new FakeRegistrationPort(),
    smartId: new FakeSmartIdPort(),
    sms: new FakeSmsVerificationPort(),
    cookies: new FakeCookiePort(),
    language: new InMemoryLanguageStore(),
    games: new FakeGamePort(),
    playerGames: new FakePlayerGamesPort({ tokens }),
    content: new FakeContentPort(),
    sportsbook: new FakeSportsbookPort(),
    feeds: new FakeFeedsPort(),
    history: new FakeHistoryPort({ tokens }),
    withdraw: new FakeWithdrawPort(),
    kyc: new FakeKycPort(),
    profile: new FakeProfilePort(),
    realityCheck: new FakeRealityCheckPort(),
    realityTimer: new InMemoryRealityTimerStore(),
    limits: new FakeLimitsPort(),
    exclusion: new FakeExclusionPort(),
    bonuses: new FakeBonusPort(),
    inbox: new FakeInboxPort(),
    referral: new FakeReferralPort(),
    complaint: new FakeComplaintPort(),
    lifetimeStatistics: new FakeLifetimeStatisticsPort(),
    activity: new FakeActivityPort(),
    sourceOfFunds: sourceOfFundsNotDue(),
    deposits: new FakeDepositPorts(),
    paymentForms: new FakePaymentForms(),
    pendingDeposits: new InMemoryPendingDepositStore(),
    analytics: new RecordingAnalytics(),
    location: new FakeBrowserLocation(),
  };
}

/** The platform module of tests: every port bound to the given fakes. */
export function createFakePortsModule(ports: TestPorts): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Every port is bound here already: the platform's account part has nothing to add.
    bind<() => Promise<ContainerModule>>(AccountPortsLoader).toConstantValue(() =>
      Promise.resolve(new ContainerModule(() => undefined)),
    );
    bind<ClockPort>(ClockPort).toConstantValue(ports.clock);
    bind<TokenStorePort>(TokenStorePort).toConstantValue(ports.tokens);
    bind<AuthPort>(AuthPort).toConstantValue(ports.auth);
    bind<CustomerPort>(CustomerPort).toConstantValue(ports.customer);
    bind<ConfigPort>(ConfigPort).toConstantValue(ports.config);
    bind<CataloguePort>(CataloguePort).toConstantValue(ports.catalogue);
    bind<TranslationsPort>(TranslationsPort).toConstantValue(ports.translations);
    bind<() => Promise<NotificationsPort>>(NotificationsPortLoader).toConstantValue(() =>
      Promise.resolve(ports.notifications),
    );
    bind<AccountPort>(AccountPort).toConstantValue(ports.account);
    bind<RegistrationPort>(RegistrationPort).toConstantValue(ports.registration);
    bind<SmartIdPort>(SmartIdPort).toConstantValue(ports.smartId);
    bind<SmsVerificationPort>(SmsVerificationPort).toConstantValue(ports.sms);
    bind<CookiePort>(CookiePort).toConstantValue(ports.cookies);
    bind<() => Promise<CookiePort>>(CookiePortLoader).toConstantValue(() => Promise.resolve(ports.cookies));
    bind<LanguageStorePort>(LanguageStorePort).toConstantValue(ports.language);
    bind<GamePort>(GamePort).toConstantValue(ports.games);
    bind<PlayerGamesPort>(PlayerGamesPort).toConstantValue(ports.playerGames);
    bind<ContentPort>(ContentPort).toConstantValue(ports.content);
    bind<SportsbookPort>(SportsbookPort).toConstantValue(ports.sportsbook);
    bind<FeedsPort>(FeedsPort).toConstantValue(ports.feeds);
    bind<HistoryPort>(HistoryPort).toConstantValue(ports.history);
    bind<WithdrawPort>(WithdrawPort).toConstantValue(ports.withdraw);
    bind<KycPort>(KycPort).toConstantValue(ports.kyc);
    bind<ProfilePort>(ProfilePort).toConstantValue(ports.profile);
    bind<RealityCheckPort>(RealityCheckPort).toConstantValue(ports.realityCheck);
    bind<() => Promise<RealityTimerStorePort>>(RealityTimerStoreLoader).toConstantValue(() =>
      Promise.resolve(ports.realityTimer),
    );
    bind<LimitsPort>(LimitsPort).toConstantValue(ports.limits);
    bind<ExclusionPort>(ExclusionPort).toConstantValue(ports.exclusion);
    bind<BonusPort>(BonusPort).toConstantValue(ports.bonuses);
    bind<InboxPort>(InboxPort).toConstantValue(ports.inbox);
    bind<ReferralPort>(ReferralPort).toConstantValue(ports.referral);
    bind<ComplaintPort>(ComplaintPort).toConstantValue(ports.complaint);
    bind<LifetimeStatisticsPort>(LifetimeStatisticsPort).toConstantValue(ports.lifetimeStatistics);
    bind<ActivityPort>(ActivityPort).toConstantValue(ports.activity);
    bind<SourceOfFundsPort>(SourceOfFundsPort).toConstantValue(ports.sourceOfFunds);
    bind<DepositAccountPort>(DepositAccountPort).toConstantValue(ports.deposits);
    bind<DepositCancelPort>(DepositCancelPort).toConstantValue(ports.deposits);
    bind<RedirectDepositPort>(RedirectDepositPort).toConstantValue(ports.deposits);
    bind<SmsDepositPort>(SmsDepositPort).toConstantValue(ports.deposits);
    bind<TokenDepositPort>(TokenDepositPort).toConstantValue(ports.deposits);
    bind<OffsiteDepositPort>(OffsiteDepositPort).toConstantValue(ports.deposits);
    bind<PaymentFormPort>(PaymentFormPort).toConstantValue(ports.paymentForms);
    bind<PendingDepositPort>(PendingDepositPort).toConstantValue(ports.pendingDeposits);
    bind<AnalyticsPort>(AnalyticsPort).toConstantValue(ports.analytics);
    bind<BrowserLocation>(BrowserLocationToken).toConstantValue(ports.location);
    bind<() => Promise<LanguageStorePort>>(LanguageStoreLoader).toConstantValue(() =>
      Promise.resolve(ports.language),
    );
  });
}
