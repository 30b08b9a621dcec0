import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { RegistrationPort } from '@lv-casino/core/registration/registration.port.ts';
import type { RegistrationPayload } from '@lv-casino/core/registration/registration-payload.rule.ts';
import type { UniqueField } from '@lv-casino/core/registration/registration-settings.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call } from './call.ts';
import { toRegisterToken, toUniqueness } from './registration.mapper.ts';

/**
 * RegistrationPort over POST customers/register?captchaVerified=true, POST
 * customers/register/instantor/register and POST customers/register/field/validateUnique (both public; account-and-session.md §7 Registration and
 * account). It does not store the register token; core decides whether to log in with it.
 */
export class RegistrationHttpAdapter implements RegistrationPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  /** The payload is the contract's RegistrationRequest as core built it; the captcha is always solved. */
  register(payload: RegistrationPayload): Promise<Result<string, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/register', {
          params: { query: { captchaVerified: true } },
          body: payload,
        }),
      toRegisterToken,
    );
  }

  /** The intermediate-register modal's registration (instantorEnabled): the same payload and answer. */
  registerWithInstantor(payload: RegistrationPayload): Promise<Result<string, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/register/instantor/register', {
          body: payload,
        }),
      toRegisterToken,
    );
  }

  validateUnique(field: UniqueField, value: string): Promise<Result<boolean, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/register/field/validateUnique', {
          body: { field, value },
        }),
      toUniqueness(field),
    );
  }
}
