import { ActivateAccountUseCase } from '@lv-casino/core/activation/activate-account.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ForgotPasswordUseCase } from '@lv-casino/core/password/forgot-password.use-case.ts';
import { ResetPasswordUseCase } from '@lv-casino/core/password/reset-password.use-case.ts';
import { AccountPort } from '@lv-casino/core/account/account.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import { SmsVerificationPort } from '@lv-casino/core/sms/sms-verification.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { AuthPort } from '@lv-casino/core/session/auth.port.ts';
import { LogoutUseCase } from '@lv-casino/core/session/logout.use-case.ts';
import { TermsUseCase } from '@lv-casino/core/session/terms.use-case.ts';
import { SmsActivationUseCase } from '@lv-casino/core/sms/sms-activation.use-case.ts';
import { ContainerModule } from 'inversify';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { LanguageSync } from '../../kernel/language-sync.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { ActivationStore } from './activation.store.ts';
import { ForgotPasswordStore } from './forgot-password.store.ts';
import { ResetPasswordStore } from './reset-password.store.ts';
import { TermsStore } from './terms.store.ts';

/** The feature's texts, with the catalogue's (the server's codes and core's form errors). */
export const accountEntryMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The account-entry modals around a login: activation (link or SMS code), forgot password (e-mail or
 * SMS), reset password and terms acceptance. Core's use-cases once; a store per opening of a modal.
 */
export const accountEntryModule = new ContainerModule(({ bind }) => {
  // Declining the terms ends the session with core's logout (the session's own is in its chunk).
  bind(LogoutUseCase)
    .toResolvedValue(
      (auth: AuthPort, tokens: TokenStorePort) => new LogoutUseCase(auth, tokens),
      [AuthPort, TokenStorePort],
    )
    .inSingletonScope();
  bind(ActivateAccountUseCase)
    .toResolvedValue(
      (account: AccountPort, errors: ErrorCatalogue) => new ActivateAccountUseCase(account, errors),
      [AccountPort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(SmsActivationUseCase)
    .toResolvedValue(
      (sms: SmsVerificationPort, tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) =>
        new SmsActivationUseCase(sms, tokens, customer, errors),
      [SmsVerificationPort, TokenStorePort, CustomerPort, ErrorCatalogue],
    )
    .inSingletonScope();
  // Transient: its state (sending, sent) belongs to one opening of the modal.
  bind(ForgotPasswordUseCase)
    .toResolvedValue(
      (account: AccountPort, sms: SmsVerificationPort) => new ForgotPasswordUseCase(account, sms),
      [AccountPort, SmsVerificationPort],
    )
    .inTransientScope();
  bind(ResetPasswordUseCase)
    .toResolvedValue(
      (account: AccountPort, errors: ErrorCatalogue) => new ResetPasswordUseCase(account, errors),
      [AccountPort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(TermsUseCase)
    .toResolvedValue(
      (account: AccountPort, logout: LogoutUseCase, errors: ErrorCatalogue) =>
        new TermsUseCase(account, logout, errors),
      [AccountPort, LogoutUseCase, ErrorCatalogue],
    )
    .inSingletonScope();

  bind(ActivationStore)
    .toResolvedValue(
      (
        activateAccount: ActivateAccountUseCase,
        smsActivation: SmsActivationUseCase,
        session: SessionStore,
        navigator: AppNavigator,
        languageSync: LanguageSync,
      ) => new ActivationStore({ activateAccount, smsActivation, session, navigator, languageSync }),
      [ActivateAccountUseCase, SmsActivationUseCase, SessionStore, AppNavigator, LanguageSync],
    )
    .inTransientScope();
  bind(ForgotPasswordStore)
    .toResolvedValue(
      (useCase: ForgotPasswordUseCase) => new ForgotPasswordStore(useCase),
      [ForgotPasswordUseCase],
    )
    .inTransientScope();
  bind(ResetPasswordStore)
    .toResolvedValue(
      (useCase: ResetPasswordUseCase, site: SiteConfig, navigator: AppNavigator) =>
        new ResetPasswordStore(useCase, site, navigator),
      [ResetPasswordUseCase, SiteConfig, AppNavigator],
    )
    .inTransientScope();
  bind(TermsStore)
    .toResolvedValue(
      (terms: TermsUseCase, session: SessionStore, navigator: AppNavigator) =>
        new TermsStore(terms, session, navigator),
      [TermsUseCase, SessionStore, AppNavigator],
    )
    .inTransientScope();
});
