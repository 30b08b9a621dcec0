/** Gender as the registration recorded it. */
export type Gender = 'MALE' | 'FEMALE';

/**
 * The personal data of the logged-in customer (the profile's personal-data sub-area): the identity
 * fixed at registration, the contact details and the address, the part the customer can change.
 */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  /** Latvian personal code as registered, e.g. `150885-10234`. */
  readonly personalNumber: string;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string;
  readonly gender: Gender;
  readonly email: string;
  /** The calling code followed by the number, e.g. `+37126123456`. */
  readonly mobilePhone: string;
  /** ISO 3166 alpha-2, e.g. LV. */
  readonly country: string;
  /** ISO 3166 alpha-2, e.g. LV. */
  readonly nationality: string;
  readonly address: string;
  readonly city: string;
  /** e.g. `LV-1010`. */
  readonly postalCode: string;
}

/** The address of the personal data, as sent (trimmed). */
export interface AddressUpdate {
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
}

/**
 * A change of the profile's contact details (POST customers/update): absent fields stay as they are.
 * A new mobile phone goes through the SMS verification instead.
 */
export interface ProfileUpdate {
  readonly email?: string;
}

/** A new mobile phone to verify by SMS. */
export interface PhoneToVerify {
  /** The calling code followed by the number, e.g. `+37129876543`. */
  readonly mobilePhone: string;
  /** The calling code, e.g. `+371`. */
  readonly mobilePhoneCode: string;
}

/** The SMS code typed for a new mobile phone. */
export interface PhoneCodeConfirmation {
  readonly mobilePhone: string;
  /** 4 to 8 digits. */
  readonly verificationCode: string;
}

/** A password change as sent: the old password and the new one twice. */
export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly reNewPassword: string;
}

/** The profile's security sub-area. */
export interface SecuritySettings {
  /** Every login asks for a code sent by SMS. */
  readonly twoFactorSmsEnabled: boolean;
  /** An e-mail after every login from a new device. */
  readonly loginNotificationsEnabled: boolean;
}

/** A Latvian region (a state city or a novads) of the address form. */
export interface Region {
  /** What GET towns takes as `region`. */
  readonly code: string;
  readonly name: string;
}

/** A town or parish of a region. */
export interface Town {
  readonly code: string;
  readonly name: string;
  /** The region's code. */
  readonly region: string;
}

/** Profile fields whose uniqueness the server checks (the customer's own value counts as unique). */
export type ProfileUniqueField = 'email' | 'mobilePhone';
