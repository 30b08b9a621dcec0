import { BTAG_COOKIE } from '@lv-casino/core/content/store-btag.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import type { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';
import { CustomerPort } from '@lv-casino/core/session/customer.port.ts';
import { RegistrationPort } from '@lv-casino/core/registration/registration.port.ts';
import { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { CheckUniqueFieldUseCase } from '@lv-casino/core/registration/check-unique-field.use-case.ts';
import { RegisterUseCase } from '@lv-casino/core/registration/register.use-case.ts';
import { ContainerModule } from 'inversify';
import { CookiePortLoader } from '../../kernel/cookie-port-loader.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { RegistrationWizardStore } from './registration-wizard.store.ts';

/**
 * The registration feature: core's register and uniqueness use-cases over the ports, and a wizard
 * store per opening of the modal.
 */
export const registerModule = new ContainerModule(({ bind }) => {
  bind(RegisterUseCase)
    .toResolvedValue(
      (
        registration: RegistrationPort,
        tokens: TokenStorePort,
        customer: CustomerPort,
        errors: ErrorCatalogue,
      ) => new RegisterUseCase(registration, tokens, customer, errors),
      [RegistrationPort, TokenStorePort, CustomerPort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(CheckUniqueFieldUseCase)
    .toResolvedValue(
      (registration: RegistrationPort) => new CheckUniqueFieldUseCase(registration),
      [RegistrationPort],
    )
    .inSingletonScope();
  // Transient: every opening of the modal starts with an empty form.
  bind(RegistrationWizardStore)
    .toResolvedValue(
      (
        register: RegisterUseCase,
        checkUnique: CheckUniqueFieldUseCase,
        session: SessionStore,
        navigator: AppNavigator,
        events: DomainEvents,
        site: SiteConfig,
        intl: IntlStore,
        clock: ClockPort,
        loadCookies: () => Promise<CookiePort>,
      ) =>
        new RegistrationWizardStore({
          register,
          checkUnique,
          session,
          navigator,
          events,
          site,
          language: () => intl.language,
          clock,
          // Read when the form is sent: a btag stored while the modal was open still counts.
          affiliateCode: async () => (await loadCookies()).read(BTAG_COOKIE),
        }),
      [
        RegisterUseCase,
        CheckUniqueFieldUseCase,
        SessionStore,
        AppNavigator,
        DomainEvents,
        SiteConfig,
        IntlStore,
        ClockPort,
        CookiePortLoader,
      ],
    )
    .inTransientScope();
});
