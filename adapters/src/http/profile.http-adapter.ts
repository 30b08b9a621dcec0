import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ProfilePort } from '@lv-casino/core/profile/profile.port.ts';
import type {
  AddressUpdate,
  PasswordChange,
  PersonalData,
  PhoneCodeConfirmation,
  PhoneToVerify,
  ProfileUniqueField,
  ProfileUpdate,
  Region,
  SecuritySettings,
  Town,
} from '@lv-casino/core/profile/profile.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call, noContent } from './call.ts';
import { toUser } from './customer.mapper.ts';
import { toPersonalData, toRegions, toSecuritySettings, toTowns } from './profile.mapper.ts';
import { toUniqueness } from './registration.mapper.ts';

const CUSTOMERS = '/api/v1/customerfacing/customers';

/**
 * ProfilePort over the account-profile calls of the my-profile tab (account-and-session.md §7
 * Registration and account; all private): customers/personalData (GET, POST), customers/update and its
 * field/validateUnique, customers/changePassword, customers/smsVerification/mobilePhone/profileUpdate
 * and …/manually, customers/securitySettings (GET, POST); and the public GET regions and towns.
 */
export class ProfileHttpAdapter implements ProfilePort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  getPersonalData(): Promise<Result<PersonalData, ApiFailure>> {
    return call(() => this.#client.GET(`${CUSTOMERS}/personalData`), toPersonalData);
  }

  updatePersonalData(address: AddressUpdate): Promise<Result<PersonalData, ApiFailure>> {
    return call(() => this.#client.POST(`${CUSTOMERS}/personalData`, { body: address }), toPersonalData);
  }

  /** The customer it answers is mapped as the session's User. */
  updateCustomer(update: ProfileUpdate): Promise<Result<User, ApiFailure>> {
    return call(() => this.#client.POST(`${CUSTOMERS}/update`, { body: update }), toUser);
  }

  validateUnique(field: ProfileUniqueField, value: string): Promise<Result<boolean, ApiFailure>> {
    return call(
      () => this.#client.POST(`${CUSTOMERS}/update/field/validateUnique`, { body: { field, value } }),
      toUniqueness(field),
    );
  }

  sendPhoneCode(phone: PhoneToVerify): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST(`${CUSTOMERS}/smsVerification/mobilePhone/profileUpdate`, { body: phone }),
      noContent,
    );
  }

  confirmPhoneCode(confirmation: PhoneCodeConfirmation): Promise<Result<void, ApiFailure>> {
    return call(
      () => this.#client.POST(`${CUSTOMERS}/smsVerification/mobilePhone/manually`, { body: confirmation }),
      noContent,
    );
  }

  changePassword(change: PasswordChange): Promise<Result<void, ApiFailure>> {
    return call(() => this.#client.POST(`${CUSTOMERS}/changePassword`, { body: change }), noContent);
  }

  getSecuritySettings(): Promise<Result<SecuritySettings, ApiFailure>> {
    return call(() => this.#client.GET(`${CUSTOMERS}/securitySettings`), toSecuritySettings);
  }

  updateSecuritySettings(settings: SecuritySettings): Promise<Result<SecuritySettings, ApiFailure>> {
    return call(
      () => this.#client.POST(`${CUSTOMERS}/securitySettings`, { body: settings }),
      toSecuritySettings,
    );
  }

  getRegions(): Promise<Result<readonly Region[], ApiFailure>> {
    return call(() => this.#client.GET('/api/v1/customerfacing/regions'), toRegions);
  }

  getTowns(regionCode: string): Promise<Result<readonly Town[], ApiFailure>> {
    return call(
      () => this.#client.GET('/api/v1/customerfacing/towns', { params: { query: { region: regionCode } } }),
      toTowns,
    );
  }
}
