import { StartUpUseCase } from '@lv-casino/core/catalogue/start-up.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ErrorCatalogueTable } from '@lv-casino/core/errors/error-catalogue.table.ts';
import { AccountPort } from '@lv-casino/core/account/account.port.ts';
import { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import { CataloguePort } from '@lv-casino/core/catalogue/catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ConfigPort } from '@lv-casino/core/config/config.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import type { LanguageStorePort } from '@lv-casino/core/routing/language-store.port.ts';
import type { NotificationsPort } from '@lv-casino/core/notifications/notifications.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { TranslationsPort } from '@lv-casino/core/content/translations.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { ChangeLanguageUseCase } from '@lv-casino/core/session/change-language.use-case.ts';
import { hasStoredSession } from '@lv-casino/core/session/stored-session.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { errorRuntimeCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
import type { Container } from 'inversify';
import { ContainerModule } from 'inversify';
import { appMessages } from '../kernel/app-messages.ts';
import { AppNavigator } from '../kernel/app-navigator.ts';
import { CallFailures } from '../kernel/call-failures.ts';
import { DeviceToken } from '../kernel/device.ts';
import { DomainEvents } from '../kernel/domain-events.ts';
import { AccountPortsLoader } from '../kernel/account-ports.ts';
import { FeatureModules } from '../kernel/feature-modules.ts';
import { HEADER } from './first-paint-contributions.ts';
import { FeedbackStore } from '../kernel/feedback.store.ts';
import type { FailureReactions } from '../kernel/failure-reactions.ts';
import { IntlStore } from '../kernel/intl.store.ts';
import { LanguageStoreLoader, LanguageSync } from '../kernel/language-sync.ts';
import { NotificationsPortLoader } from '../kernel/notifications-port-loader.ts';
import { SessionActionsLoader, type SessionActions } from '../kernel/session-actions.types.ts';
import { SessionSignals } from '../kernel/session-signals.ts';
import { SessionStore } from '../kernel/session.store.ts';
import { SiteConfig } from '../kernel/site-config.ts';
import { SlotsToken, type Slots } from '../kernel/slots.ts';
import { shellSlots } from './slots.tsx';
import { StartUpStore } from '../kernel/start-up.store.ts';

export { SessionActionsLoader } from '../kernel/session-actions.types.ts';

export interface AppModuleOptions {
  /** The layout the site renders for, decided once at start. */
  readonly device: Device;
  /** Language of the first paint (the route's, until start-up names the page language). */
  readonly initialLanguage: Language;
  /** The browser page: where domain events are broadcast, and how it scrolls to its top. */
  readonly page?: { readonly events: EventTarget; readonly scrollToTop: () => void };
}

/**
 * The app-wide services, all singletons: the contract's catalogues, navigation, language, site
 * config, session and start-up (with the core use-cases they run), feedback, and the loader of
 * feature modules. Features bind their own use-cases and per-screen stores in their own modules.
 * First paint: bound with `toResolvedValue`, the budget's form (web/README.md, Container modules).
 */
export function createAppModule(container: Container, options: AppModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Device>(DeviceToken).toConstantValue(options.device);
    bind<Slots>(SlotsToken).toConstantValue(shellSlots);
    bind<ErrorCatalogue>(ErrorCatalogue).toConstantValue(new ErrorCatalogueTable(errorRuntimeCatalogue));
    bind(SiteConfig).toSelf().inSingletonScope();
    bind(SessionSignals).toSelf().inSingletonScope();
    bind(CallFailures).toSelf().inSingletonScope();
    bind(IntlStore)
      .toResolvedValue(() => new IntlStore(options.initialLanguage))
      .inSingletonScope();
    bind(FeatureModules)
      .toResolvedValue(
        (intl: IntlStore, accountPorts: () => Promise<ContainerModule>) =>
          new FeatureModules(container, intl, accountPorts),
        [IntlStore, AccountPortsLoader],
      )
      .inSingletonScope();
    bind(AppNavigator)
      .toResolvedValue((intl: IntlStore) => new AppNavigator(() => intl.language), [IntlStore])
      .inSingletonScope();

    bind(DomainEvents)
      .toResolvedValue(() => new DomainEvents(options.page?.events ?? null))
      .inSingletonScope();
    bind(LanguageSync)
      .toResolvedValue(
        (
          account: AccountPort,
          tokens: TokenStorePort,
          loadLanguageStore: () => Promise<LanguageStorePort>,
          intl: IntlStore,
          site: SiteConfig,
          events: DomainEvents,
        ) => {
          let loading: Promise<ChangeLanguageUseCase> | null = null;
          const changeLanguage = (): Promise<ChangeLanguageUseCase> => {
            loading ??= Promise.all([import('../kernel/language-change.ts'), loadLanguageStore()]).then(
              ([{ createChangeLanguage }, languages]) => createChangeLanguage(account, tokens, languages),
            );
            return loading;
          };
          return new LanguageSync({
            changeLanguage,
            intl,
            site,
            events,
            scrollToTop: options.page?.scrollToTop ?? (() => undefined),
          });
        },
        [AccountPort, TokenStorePort, LanguageStoreLoader, IntlStore, SiteConfig, DomainEvents],
      )
      .inSingletonScope();

    bind(StartUpUseCase)
      .toResolvedValue(
        (
          config: ConfigPort,
          translations: TranslationsPort,
          catalogue: CataloguePort,
          errors: ErrorCatalogue,
        ) => new StartUpUseCase(config, translations, catalogue, errors),
        [ConfigPort, TranslationsPort, CataloguePort, ErrorCatalogue],
      )
      .inSingletonScope();
    bind(StartUpStore)
      .toResolvedValue(
        (useCase: StartUpUseCase, intl: IntlStore, site: SiteConfig, device: Device) =>
          new StartUpStore(useCase, intl, site, device, [
            ['app', appMessages],
            [HEADER.owner, HEADER.messages],
          ]),
        [StartUpUseCase, IntlStore, SiteConfig, DeviceToken],
      )
      .inSingletonScope();

    bind(SessionActionsLoader)
      .toResolvedValue(
        (
          auth: AuthPort,
          customer: CustomerPort,
          tokens: TokenStorePort,
          notifications: () => Promise<NotificationsPort>,
          errors: ErrorCatalogue,
          navigator: AppNavigator,
          events: DomainEvents,
        ) => {
          let loading: Promise<SessionActions> | null = null;
          return (): Promise<SessionActions> => {
            loading ??= import('./session-actions.ts').then(({ createSessionActions }) =>
              createSessionActions(
                { auth, customer, tokens, notifications, errors },
                { navigator, events, container },
              ),
            );
            return loading;
          };
        },
        [
          AuthPort,
          CustomerPort,
          TokenStorePort,
          NotificationsPortLoader,
          ErrorCatalogue,
          AppNavigator,
          DomainEvents,
        ],
      )
      .inSingletonScope();
    bind(SessionStore)
      .toResolvedValue(
        (
          tokens: TokenStorePort,
          actions: () => Promise<SessionActions>,
          signals: SessionSignals,
          languageSync: LanguageSync,
        ) =>
          new SessionStore({
            hasStoredSession: () => hasStoredSession(tokens),
            actions,
            signals,
            page: () => languageSync.pageContext(),
          }),
        [TokenStorePort, SessionActionsLoader, SessionSignals, LanguageSync],
      )
      .inSingletonScope();
    bind(FeedbackStore)
      .toResolvedValue(
        (failures: CallFailures, clock: ClockPort, navigator: AppNavigator) => {
          let reactions: Promise<FailureReactions> | null = null;
          return new FeedbackStore({
            failures,
            reactions: () =>
              (reactions ??= import('../kernel/failure-reactions.ts').then(({ createFailureReactions }) =>
                createFailureReactions(clock, (intents) => {
                  navigator.perform(...intents);
                }),
              )),
          });
        },
        [CallFailures, ClockPort, AppNavigator],
      )
      .inSingletonScope();
  });
}
