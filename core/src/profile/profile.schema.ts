import { object, string, type AnyObject, type TestContext } from 'yup';
import { phoneProblem } from '../registration/phone.rule.ts';
import { emailProblem, passwordProblem } from '../registration/registration-field.rules.ts';
import { addressProblem, cityProblem, postalCodeProblem } from './address.rule.ts';

/** The fields of the my-profile tab's forms. */
export type ProfileFormField =
  | 'email'
  | 'mobilePhone'
  | 'verificationCode'
  | 'currentPassword'
  | 'newPassword'
  | 'rePassword'
  | 'address'
  | 'city'
  | 'postalCode';

const camel = (rule: string): string =>
  rule.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Message id of a field's error: `myProfile.error.<field>.<rule>`, rule in lowerCamelCase. */
export const profileErrorKey = (field: ProfileFormField, rule: string): string =>
  `myProfile.error.${field}.${camel(rule)}`;

/**
 * Every rule a field of the tab's forms can break, client-side or as the server's refusal placed by
 * the field with a text of its own (PASSWORD_REFUSALS, …): the web has a text for each.
 */
export const PROFILE_FIELD_RULES: Readonly<Record<ProfileFormField, readonly string[]>> = {
  email: ['required', 'spaces', 'max-length', 'format'],
  mobilePhone: ['required', 'max-length', 'format', 'length', 'rejected'],
  verificationCode: ['required', 'format', 'expired', 'used'],
  currentPassword: ['required', 'wrong'],
  newPassword: ['required', 'spaces', 'format', 'same-as-username', 'rejected'],
  rePassword: ['required', 'mismatch'],
  address: ['required', 'max-length'],
  city: ['required', 'max-length'],
  postalCode: ['required', 'format'],
};

/** An SMS code as the contract takes it: 4 to 8 digits. */
const VERIFICATION_CODE = /^\d{4,8}$/;

/** The SMS code typed for a new phone: required, then 4 to 8 digits (spaces around it ignored). */
export const verificationCodeProblem = (code: string): 'required' | 'format' | null => {
  const trimmed = code.trim();
  if (trimmed === '') return 'required';
  return VERIFICATION_CODE.test(trimmed) ? null : 'format';
};

type Check<Values> = (value: string, values: Values) => string | null;

/** A string field whose first problem (by `check`) is reported with its message id. */
function text<Values>(field: ProfileFormField, check: Check<Values>) {
  return string()
    .default('')
    .test(field, 'invalid', function test(value: string, context: TestContext<AnyObject>) {
      const problem = check(value, context.parent as Values);
      return problem === null ? true : context.createError({ message: profileErrorKey(field, problem) });
    });
}

/** The contact details of the my-profile sub-area. */
export interface ContactValues {
  readonly email: string;
}

/** The new mobile phone: the calling code and the number typed after it. */
export interface PhoneValues {
  readonly mobilePhoneCode: string;
  readonly mobilePhone: string;
}

/** The SMS code typed for the new phone. */
export interface PhoneCodeValues {
  readonly verificationCode: string;
}

/** The change-password form. */
export interface PasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly rePassword: string;
}

/** The address of the personal data (the city is a town of the chosen region). */
export interface AddressValues {
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
}

/** account-and-session.md §5 email: required, no spaces, at most 40 characters, e-mail format. */
export const createContactSchema = () =>
  object({ email: text<ContactValues>('email', (value) => emailProblem(value)) });

/** §5 mobilePhone: required, digits, the length numbers under the chosen calling code have. */
export const createPhoneSchema = () =>
  object({
    mobilePhoneCode: string().default(''),
    mobilePhone: text<PhoneValues>('mobilePhone', (value, values) =>
      phoneProblem(value, values.mobilePhoneCode),
    ),
  });

export const createPhoneCodeSchema = () =>
  object({ verificationCode: text<PhoneCodeValues>('verificationCode', verificationCodeProblem) });

/**
 * The password change (§5 password, as at registration): the current password is required; the new
 * one follows the configured format, has no spaces and differs from the username; the repeat matches.
 * @param passwordFormat the compiled registrationPasswordFormat (see registrationSettingsFrom).
 */
export const createPasswordSchema = (username: string, passwordFormat: RegExp) =>
  object({
    currentPassword: text<PasswordValues>('currentPassword', (value) => (value === '' ? 'required' : null)),
    newPassword: text<PasswordValues>('newPassword', (value) =>
      passwordProblem(value, username, passwordFormat),
    ),
    rePassword: text<PasswordValues>('rePassword', (value, values) => {
      if (value === '') return 'required';
      return value === values.newPassword ? null : 'mismatch';
    }),
  });

/** The address: required, at most 100 characters; the city required; a Latvian postal code. */
export const createAddressSchema = () =>
  object({
    address: text<AddressValues>('address', addressProblem),
    city: text<AddressValues>('city', cityProblem),
    postalCode: text<AddressValues>('postalCode', postalCodeProblem),
  });
