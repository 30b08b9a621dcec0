import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { AccountPort, ActivationKey, PasswordReset } from '@lv-casino/core/account/account.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { CONTRACT_LANGUAGE, toActivated, toLanguageChanged } from './account.mapper.ts';
import { call, noContent } from './call.ts';

/**
 * AccountPort over the account calls around the session (account-and-session.md §7 Registration and
 * account): POST customers/acceptTermsAndConditions and customers/changeLanguage (private), POST
 * customers/activate, customers/forgotPassword and customers/resetPassword (public). Success of
 * activate is its TokenPair, of the others 204; every failure carries the server's errorCode.
 */
export class AccountHttpAdapter implements AccountPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  acceptTermsAndConditions(): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST('/api/v1/customerfacing/customers/acceptTermsAndConditions'),
      noContent,
    );
  }

  /** The link's username and key go as the query; the session the answer opens is not kept. */
  activate(key: ActivationKey): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/activate', {
          params: { query: { username: key.username, activationKey: key.activationKey } },
        }),
      toActivated,
    );
  }

  forgotPassword(username: string): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/forgotPassword', {
          params: { query: { username } },
        }),
      noContent,
    );
  }

  /** POST customers/resetPassword; the new password goes twice (password and rePassword). */
  resetPassword(reset: PasswordReset): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/resetPassword', {
          body: {
            username: reset.username,
            key: reset.key,
            password: reset.password,
            rePassword: reset.password,
          },
        }),
      noContent,
    );
  }

  /**
   * POST customers/changeLanguage with the upper-case code: the contract's call for the stored
   * profile's language (ProfileUpdateRequest of customers/update has no language). The User it
   * answers is checked, not kept.
   */
  updateLanguage(lang: Language): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/changeLanguage', {
          body: { lang: CONTRACT_LANGUAGE[lang] },
        }),
      toLanguageChanged,
    );
  }
}
