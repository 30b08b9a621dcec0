import type { ApiFailure } from '../errors/api-failure.ts';
import type { ProfilePort } from '../profile/profile.port.ts';
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
} from '../profile/profile.ts';
import type { User } from '../session/user.ts';
import { ok, type Result } from '../shared/result.ts';
import { createPersonalData, createRegions, createSecuritySettings, createTowns } from './profile.builder.ts';
import { createUser } from './user.builder.ts';

/** One call of the fake, as the test reads it. */
export type ProfileCall =
  | { readonly call: 'getPersonalData' }
  | { readonly call: 'updatePersonalData'; readonly address: AddressUpdate }
  | { readonly call: 'updateCustomer'; readonly update: ProfileUpdate }
  | { readonly call: 'validateUnique'; readonly field: ProfileUniqueField; readonly value: string }
  | { readonly call: 'sendPhoneCode'; readonly phone: PhoneToVerify }
  | { readonly call: 'confirmPhoneCode'; readonly confirmation: PhoneCodeConfirmation }
  | { readonly call: 'changePassword'; readonly change: PasswordChange }
  | { readonly call: 'getSecuritySettings' }
  | { readonly call: 'updateSecuritySettings'; readonly settings: SecuritySettings }
  | { readonly call: 'getRegions' }
  | { readonly call: 'getTowns'; readonly regionCode: string };

/**
 * A ProfilePort over anna's profile in memory: updates change what later reads answer (a saved
 * address is read back, a confirmed phone becomes the personal data's), unless the test sets a result
 * (a failure) for the call. Records every call in order; `hold()` keeps answers back until `release()`.
 */
export class FakeProfilePort implements ProfilePort {
  personalData: PersonalData = createPersonalData();
  security: SecuritySettings = createSecuritySettings();
  /** The customer customers/update answers. */
  user: User = createUser();
  /** Values another account uses (validateUnique answers false for them). */
  readonly taken = new Set<string>();
  personalDataResult: Result<PersonalData, ApiFailure> | null = null;
  updatePersonalDataResult: Result<PersonalData, ApiFailure> | null = null;
  updateCustomerResult: Result<User, ApiFailure> | null = null;
  validateUniqueResult: Result<boolean, ApiFailure> | null = null;
  sendPhoneCodeResult: Result<void, ApiFailure> = ok(undefined);
  confirmPhoneCodeResult: Result<void, ApiFailure> = ok(undefined);
  changePasswordResult: Result<void, ApiFailure> = ok(undefined);
  securityResult: Result<SecuritySettings, ApiFailure> | null = null;
  updateSecurityResult: Result<SecuritySettings, ApiFailure> | null = null;
  regionsResult: Result<readonly Region[], ApiFailure> = ok(createRegions());
  townsResult: Result<readonly Town[], ApiFailure> | null = null;
  readonly calls: ProfileCall[] = [];
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;

  /** Answers no call until `release()`: for what shows while a call is under way. */
  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  /** The calls of one name, in order. */
  callsOf<Name extends ProfileCall['call']>(name: Name): Extract<ProfileCall, { call: Name }>[] {
    return this.calls.filter((call): call is Extract<ProfileCall, { call: Name }> => call.call === name);
  }

  async getPersonalData(): Promise<Result<PersonalData, ApiFailure>> {
    await this.#record({ call: 'getPersonalData' });
    return this.personalDataResult ?? ok(this.personalData);
  }

  async updatePersonalData(address: AddressUpdate): Promise<Result<PersonalData, ApiFailure>> {
    await this.#record({ call: 'updatePersonalData', address });
    if (this.updatePersonalDataResult !== null) return this.updatePersonalDataResult;
    this.personalData = { ...this.personalData, ...address };
    return ok(this.personalData);
  }

  async updateCustomer(update: ProfileUpdate): Promise<Result<User, ApiFailure>> {
    await this.#record({ call: 'updateCustomer', update });
    if (this.updateCustomerResult !== null) return this.updateCustomerResult;
    if (update.email !== undefined) this.personalData = { ...this.personalData, email: update.email };
    return ok(this.user);
  }

  async validateUnique(field: ProfileUniqueField, value: string): Promise<Result<boolean, ApiFailure>> {
    await this.#record({ call: 'validateUnique', field, value });
    return this.validateUniqueResult ?? ok(!this.taken.has(value));
  }

  async sendPhoneCode(phone: PhoneToVerify): Promise<Result<void, ApiFailure>> {
    await this.#record({ call: 'sendPhoneCode', phone });
    return this.sendPhoneCodeResult;
  }

  async confirmPhoneCode(confirmation: PhoneCodeConfirmation): Promise<Result<void, ApiFailure>> {
    await this.#record({ call: 'confirmPhoneCode', confirmation });
    if (this.confirmPhoneCodeResult.ok)
      this.personalData = { ...this.personalData, mobilePhone: confirmation.mobilePhone };
    return this.confirmPhoneCodeResult;
  }

  async changePassword(change: PasswordChange): Promise<Result<void, ApiFailure>> {
    await this.#record({ call: 'changePassword', change });
    return this.changePasswordResult;
  }

  async getSecuritySettings(): Promise<Result<SecuritySettings, ApiFailure>> {
    await this.#record({ call: 'getSecuritySettings' });
    return this.securityResult ?? ok(this.security);
  }

  async updateSecuritySettings(settings: SecuritySettings): Promise<Result<SecuritySettings, ApiFailure>> {
    await this.#record({ call: 'updateSecuritySettings', settings });
    if (this.updateSecurityResult !== null) return this.updateSecurityResult;
    this.security = settings;
    return ok(settings);
  }

  async getRegions(): Promise<Result<readonly Region[], ApiFailure>> {
    await this.#record({ call: 'getRegions' });
    return this.regionsResult;
  }

  async getTowns(regionCode: string): Promise<Result<readonly Town[], ApiFailure>> {
    await this.#record({ call: 'getTowns', regionCode });
    return this.townsResult ?? ok(createTowns(regionCode));
  }

  async #record(call: ProfileCall): Promise<void> {
    this.calls.push(call);
    await this.#held;
  }
}
