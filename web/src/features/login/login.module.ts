import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { AuthPort } from '@lv-casino/core/ports/auth.port.ts';
import { CustomerPort } from '@lv-casino/core/ports/customer.port.ts';
import { TokenStorePort } from '@lv-casino/core/ports/token-store.port.ts';
import { LoginUseCase } from '@lv-casino/core/session/login.use-case.ts';
import { ContainerModule } from 'inversify';
import { SessionStore } from '../../app/session.store.ts';
import { LoginFormStore } from './login-form.store.ts';

/** The login feature: core's login use-case and a form store per opening of the modal. */
export const loginModule = new ContainerModule(({ bind }) => {
  bind(LoginUseCase)
    .toResolvedValue(
      (auth: AuthPort, tokens: TokenStorePort, customer: CustomerPort, errors: ErrorCatalogue) =>
        new LoginUseCase(auth, tokens, customer, errors),
      [AuthPort, TokenStorePort, CustomerPort, ErrorCatalogue],
    )
    .inSingletonScope();
  // Transient: every opening of the modal starts with an empty form.
  bind(LoginFormStore)
    .toResolvedValue(
      (login: LoginUseCase, session: SessionStore) => new LoginFormStore(login, session),
      [LoginUseCase, SessionStore],
    )
    .inTransientScope();
});
