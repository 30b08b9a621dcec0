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
import { buildErrorRuntimeCatalogue } from '@lv-casino/sdk/generated/error-catalogue.ts';
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
 */
export function createAppModule(container: Container, options: AppModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Device>(DeviceToken).toConstantValue(options.device);
    bind<Slots>(SlotsToken).toConstantValue(shellSlots);
    bind<ErrorCatalogue>(ErrorCatalogue).toConstantValue(new ErrorCatalogueTable(buildErrorRuntimeCatalogue));
    bind(SiteConfig)
      .toDynamicValue(() => new SiteConfig())
      .inSingletonScope();
    bind(SessionSignals)
      .toDynamicValue(() => new SessionSignals())
      .inSingletonScope();
    bind(CallFailures)
      .toDynamicValue(() => new CallFailures())
      .inSingletonScope();
    bind(IntlStore)
      .toDynamicValue((context) => {
        const translations = context.get<TranslationsPort>(TranslationsPort);
        // The account area's server texts (CUSTOMER) load with its features, not at start-up.
        return new IntlStore(options.initialLanguage, async (language, categories) => {
          const texts = await translations.load(language, categories);
          return texts.ok ? texts.value : null;
        });
      })
      .inSingletonScope();
    bind(FeatureModules)
      .toDynamicValue(
        (context) =>
          new FeatureModules(
            container,
            context.get(IntlStore),
            context.get<() => Promise<ContainerModule>>(AccountPortsLoader),
          ),
      )
      .inSingletonScope();
    bind(AppNavigator)
      .toDynamicValue((context) => {
        const intl = context.get(IntlStore);
        return new AppNavigator(() => intl.language, options.page?.events);
      })
      .inSingletonScope();

    bind(DomainEvents)
      .toDynamicValue(() => new DomainEvents(options.page?.events ?? null))
      .inSingletonScope();
    bind(LanguageSync)
      .toDynamicValue((context) => {
        const account = context.get<AccountPort>(AccountPort);
        const tokens = context.get<TokenStorePort>(TokenStorePort);
        const loadLanguageStore = context.get<() => Promise<LanguageStorePort>>(LanguageStoreLoader);
        let loading: Promise<ChangeLanguageUseCase> | null = null;
        const changeLanguage = (): Promise<ChangeLanguageUseCase> => {
          loading ??= Promise.all([import('../kernel/language-change.ts'), loadLanguageStore()]).then(
            ([{ createChangeLanguage }, languages]) => createChangeLanguage(account, tokens, languages),
          );
          return loading;
        };
        return new LanguageSync({
          changeLanguage,
          intl: context.get(IntlStore),
          site: context.get(SiteConfig),
          events: context.get(DomainEvents),
          scrollToTop: options.page?.scrollToTop ?? (() => undefined),
        });
      })
      .inSingletonScope();

    bind(StartUpUseCase)
      .toDynamicValue(
        (context) =>
          new StartUpUseCase(
            context.get<ConfigPort>(ConfigPort),
            context.get<TranslationsPort>(TranslationsPort),
            context.get<CataloguePort>(CataloguePort),
            context.get<ErrorCatalogue>(ErrorCatalogue),
          ),
      )
      .inSingletonScope();
    bind(StartUpStore)
      .toDynamicValue(
        (context) =>
          new StartUpStore(
            context.get(StartUpUseCase),
            context.get(IntlStore),
            context.get(SiteConfig),
            context.get<Device>(DeviceToken),
            [
              ['app', appMessages],
              [HEADER.owner, HEADER.messages],
            ],
          ),
      )
      .inSingletonScope();

    bind(SessionActionsLoader)
      .toDynamicValue((context) => {
        const ports = {
          auth: context.get<AuthPort>(AuthPort),
          customer: context.get<CustomerPort>(CustomerPort),
          tokens: context.get<TokenStorePort>(TokenStorePort),
          notifications: context.get<() => Promise<NotificationsPort>>(NotificationsPortLoader),
          errors: context.get<ErrorCatalogue>(ErrorCatalogue),
        };
        const page = {
          navigator: context.get(AppNavigator),
          events: context.get(DomainEvents),
          container,
        };
        let loading: Promise<SessionActions> | null = null;
        return (): Promise<SessionActions> => {
          loading ??= import('./session-actions.ts').then(({ createSessionActions }) =>
            createSessionActions(ports, page),
          );
          return loading;
        };
      })
      .inSingletonScope();
    bind(SessionStore)
      .toDynamicValue((context) => {
        const tokens = context.get<TokenStorePort>(TokenStorePort);
        const languageSync = context.get(LanguageSync);
        return new SessionStore({
          hasStoredSession: () => hasStoredSession(tokens),
          actions: context.get<() => Promise<SessionActions>>(SessionActionsLoader),
          signals: context.get(SessionSignals),
          page: () => languageSync.pageContext(),
        });
      })
      .inSingletonScope();
    bind(FeedbackStore)
      .toDynamicValue((context) => {
        const clock = context.get<ClockPort>(ClockPort);
        const navigator = context.get(AppNavigator);
        let reactions: Promise<FailureReactions> | null = null;
        return new FeedbackStore({
          failures: context.get(CallFailures),
          reactions: () =>
            (reactions ??= import('../kernel/failure-reactions.ts').then(({ createFailureReactions }) =>
              createFailureReactions(clock, (intents) => {
                navigator.perform(...intents);
              }),
            )),
        });
      })
      .inSingletonScope();
  });
}
