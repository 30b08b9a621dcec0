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
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
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
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The account-entry modals around a login: activation (link or SMS code), forgot password (e-mail or
 * SMS), reset password and terms acceptance. Core's use-cases once; a store per opening of a modal.
 */
export const accountEntryModule = new ContainerModule((options) => {
  const { bind } = options;
  // Declining the terms ends the session with core's logout (the session's own is in its chunk).
  bindUseCaseOf(options, LogoutUseCase, [AuthPort, TokenStorePort]);
  bindUseCase(options, ActivateAccountUseCase, AccountPort);
  bindUseCaseOf(options, SmsActivationUseCase, [
    SmsVerificationPort,
    TokenStorePort,
    CustomerPort,
    ErrorCatalogue,
  ]);
  // Transient: its state (sending, sent) belongs to one opening of the modal.
  bind(ForgotPasswordUseCase)
    .toDynamicValue(
      (context) =>
        new ForgotPasswordUseCase(
          context.get<AccountPort>(AccountPort),
          context.get<SmsVerificationPort>(SmsVerificationPort),
        ),
    )
    .inTransientScope();
  bindUseCase(options, ResetPasswordUseCase, AccountPort);
  bindUseCaseOf(options, TermsUseCase, [AccountPort, LogoutUseCase, ErrorCatalogue]);

  bind(ActivationStore)
    .toDynamicValue(
      (context) =>
        new ActivationStore({
          activateAccount: context.get(ActivateAccountUseCase),
          smsActivation: context.get(SmsActivationUseCase),
          session: context.get(SessionStore),
          navigator: context.get(AppNavigator),
          languageSync: context.get(LanguageSync),
        }),
    )
    .inTransientScope();
  bind(ForgotPasswordStore)
    .toDynamicValue((context) => new ForgotPasswordStore(context.get(ForgotPasswordUseCase)))
    .inTransientScope();
  bind(ResetPasswordStore)
    .toDynamicValue(
      (context) =>
        new ResetPasswordStore(
          context.get(ResetPasswordUseCase),
          context.get(SiteConfig),
          context.get(AppNavigator),
        ),
    )
    .inTransientScope();
  bind(TermsStore)
    .toDynamicValue(
      (context) =>
        new TermsStore(context.get(TermsUseCase), context.get(SessionStore), context.get(AppNavigator)),
    )
    .inTransientScope();
});
