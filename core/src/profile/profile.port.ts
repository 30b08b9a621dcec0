import type { ApiFailure } from '../errors/api-failure.ts';
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
import type { Result } from '../shared/result.ts';

/**
 * The profile of the logged-in customer: the my-profile tab and its sub-areas (personal data, change
 * password, security; account-and-session.md §2 Profile, §7 Registration and account). Every call is
 * private except the regions and towns of the address form. A failure carries the server's errorCode
 * (§8: 1 wrong password, 13 email exists, 19 passwords differ, 56 duplicate data, 57 bad customer
 * data, 80-84 and 95 SMS problems, 115 duplicate mobile phone).
 */
export interface ProfilePort {
  /** GET customers/personalData. */
  getPersonalData(): Promise<Result<PersonalData, ApiFailure>>;
  /** POST customers/personalData: the address; answers the personal data after the change. */
  updatePersonalData(address: AddressUpdate): Promise<Result<PersonalData, ApiFailure>>;
  /** POST customers/update: contact details; answers the customer after the change. */
  updateCustomer(update: ProfileUpdate): Promise<Result<User, ApiFailure>>;
  /** POST customers/update/field/validateUnique: true when no other account uses the value. */
  validateUnique(field: ProfileUniqueField, value: string): Promise<Result<boolean, ApiFailure>>;
  /** POST customers/smsVerification/mobilePhone/profileUpdate: an SMS code to the new phone. */
  sendPhoneCode(phone: PhoneToVerify): Promise<Result<void, ApiFailure>>;
  /** POST customers/smsVerification/mobilePhone/manually: the typed code; the phone is then saved. */
  confirmPhoneCode(confirmation: PhoneCodeConfirmation): Promise<Result<void, ApiFailure>>;
  /** POST customers/changePassword (1 wrong old password, 19 the new ones differ); the session stays. */
  changePassword(change: PasswordChange): Promise<Result<void, ApiFailure>>;
  /** GET customers/securitySettings. */
  getSecuritySettings(): Promise<Result<SecuritySettings, ApiFailure>>;
  /** POST customers/securitySettings: answers the settings after the change. */
  updateSecuritySettings(settings: SecuritySettings): Promise<Result<SecuritySettings, ApiFailure>>;
  /** GET regions (public). */
  getRegions(): Promise<Result<readonly Region[], ApiFailure>>;
  /** GET towns?region= (public). */
  getTowns(regionCode: string): Promise<Result<readonly Town[], ApiFailure>>;
}
export const ProfilePort = Symbol('ProfilePort');
