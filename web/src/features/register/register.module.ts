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
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
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
export const registerModule = new ContainerModule((options) => {
  const { bind } = options;
  bindUseCaseOf(options, RegisterUseCase, [RegistrationPort, TokenStorePort, CustomerPort, ErrorCatalogue]);
  bindUseCase(options, CheckUniqueFieldUseCase, RegistrationPort);
  // Transient: every opening of the modal starts with an empty form.
  bind(RegistrationWizardStore)
    .toDynamicValue((context) => {
      const intl = context.get(IntlStore);
      const loadCookies = context.get<() => Promise<CookiePort>>(CookiePortLoader);
      return new RegistrationWizardStore({
        register: context.get(RegisterUseCase),
        checkUnique: context.get(CheckUniqueFieldUseCase),
        session: context.get(SessionStore),
        navigator: context.get(AppNavigator),
        events: context.get(DomainEvents),
        site: context.get(SiteConfig),
        language: () => intl.language,
        clock: context.get<ClockPort>(ClockPort),
        // Read when the form is sent: a btag stored while the modal was open still counts.
        affiliateCode: async () => (await loadCookies()).read(BTAG_COOKIE),
      });
    })
    .inTransientScope();
});
