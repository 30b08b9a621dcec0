import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import { SmartIdPort } from '@lv-casino/core/smart-id/smart-id.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { LoginUseCase } from '@lv-casino/core/session/login.use-case.ts';
import { SmartIdLoginUseCase } from '@lv-casino/core/smart-id/smart-id-login.use-case.ts';
import { SmsAuthenticateUseCase } from '@lv-casino/core/sms/sms-authenticate.use-case.ts';
import { SmsVerificationPort } from '@lv-casino/core/sms/sms-verification.port.ts';
import { ContainerModule } from 'inversify';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { LanguageSync } from '../../kernel/language-sync.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { LoginFormStore } from './login-form.store.ts';
import { SmartIdSessionStore } from './smart-id-session.store.ts';

/**
 * The login feature's texts, with the catalogue's (the modals show why a session ended or a login
 * failed). Here, in the lazy chunk, not in the entry's registry.
 */
export const loginMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The login feature: core's password and Smart-ID logins, a form store per opening of the login
 * modal, and the store of the Smart-ID authentication modal. The Smart-ID use-case is one for the
 * app, so the login modal starts it and the authentication modal follows it.
 */
export const loginModule = new ContainerModule((options) => {
  const { bind } = options;
  bindUseCaseOf(options, LoginUseCase, [AuthPort, TokenStorePort, CustomerPort, ErrorCatalogue]);
  bind(SmartIdLoginUseCase)
    .toDynamicValue(
      (context) =>
        new SmartIdLoginUseCase({
          smartId: context.get<SmartIdPort>(SmartIdPort),
          tokens: context.get<TokenStorePort>(TokenStorePort),
          customer: context.get<CustomerPort>(CustomerPort),
          errors: context.get<ErrorCatalogue>(ErrorCatalogue),
          clock: context.get<ClockPort>(ClockPort),
        }),
    )
    .inSingletonScope();
  bindUseCaseOf(options, SmsAuthenticateUseCase, [
    SmsVerificationPort,
    TokenStorePort,
    CustomerPort,
    ErrorCatalogue,
  ]);
  // Transient: every opening of the modal starts with an empty form.
  bind(LoginFormStore)
    .toDynamicValue(
      (context) =>
        new LoginFormStore({
          login: context.get(LoginUseCase),
          smartId: context.get(SmartIdLoginUseCase),
          smsLogin: context.get(SmsAuthenticateUseCase),
          session: context.get(SessionStore),
          site: context.get(SiteConfig),
          navigator: context.get(AppNavigator),
          languageSync: context.get(LanguageSync),
          events: context.get(DomainEvents),
        }),
    )
    .inTransientScope();
  bind(SmartIdSessionStore)
    .toDynamicValue(
      (context) =>
        new SmartIdSessionStore({
          smartId: context.get(SmartIdLoginUseCase),
          session: context.get(SessionStore),
          navigator: context.get(AppNavigator),
          events: context.get(DomainEvents),
        }),
    )
    .inTransientScope();
});
