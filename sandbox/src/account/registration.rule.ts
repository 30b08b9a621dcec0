import type { GeneralConfig } from '../dto.ts';
import { FieldRefusalError } from '../handlers/field-refusal.error.ts';
import type { SandboxError } from '../handlers/operation-handler.ts';
import { birthDateOf, digitsOf, isValidPersonalCode } from './personal-code.rule.ts';

/** The registration payload (RegistrationRequest of the contract) as far as the sandbox reads it. */
export interface RegistrationBody {
  readonly username: string;
  readonly password: string;
  readonly rePassword: string;
  readonly email: string;
  readonly mobilePhone: string;
  readonly mobilePhoneCode: string;
  readonly acceptTermsAndConditions: boolean;
  readonly acceptPromotions: boolean;
  readonly acceptCommunicationPushMessage: boolean;
  readonly acceptCommunication: boolean;
  readonly firstName: string;
  readonly lastName: string;
  readonly personalNumber: string;
  readonly dateOfBirth: string;
  readonly gender: 'MALE' | 'FEMALE';
  readonly currency: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly personalNumberType: string;
  readonly registrationDetailLevel: string;
  readonly lang: string;
  readonly responsibleGaming: Readonly<Record<string, number>>;
  readonly country: string;
  readonly nationality: string;
  readonly pep: boolean;
  readonly customerOccupation: { readonly occupation: string };
  readonly affiliateCode?: string;
}

/** Minimum age of a player, years (account-and-session §9). */
export const minimumAge = 18;
const usernameFormat = /^[A-Za-z0-9._-]{3,32}$/;
const phoneFormat = /^\+[0-9]{8,15}$/;
const nameFormat = /^\S(.*\S)?$/u;
const supportedLangs = ['LV', 'EN', 'RU'];

/** 57 bad customer data, naming the refused field of the request. */
const badData = (field: string, message: string): SandboxError => new FieldRefusalError(57, field, message);

/**
 * Throws 57 unless the password follows registrationPasswordFormat, has no spaces and is not the username.
 * @param field the request's name of the password (`password` at registration, `newPassword` on a change).
 */
export function checkPassword(
  password: string,
  username: string,
  config: GeneralConfig,
  field = 'password',
): void {
  if (/\s/.test(password)) throw badData(field, 'The password must not contain spaces');
  if (!new RegExp(config.registrationPasswordFormat).test(password)) {
    throw badData(field, 'The password does not follow the password rules');
  }
  if (password.toLowerCase() === username.toLowerCase())
    throw badData(field, 'The password must differ from the username');
}

/** True when a person born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today` (epoch ms). */
export function isAdult(dateOfBirth: string, today: number): boolean {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const eighteenth = Date.UTC(year + minimumAge, month - 1, day);
  return eighteenth <= today;
}

/**
 * The field rules of account-and-session §5 the server enforces: 15 terms not accepted, 19 passwords
 * differ, 57 bad customer data (formats, age, personal code and its birth date, limits over the maxima),
 * each naming the refused field of the request (ErrorResponse.field).
 */
export function checkRegistration(body: RegistrationBody, config: GeneralConfig, today: number): void {
  if (!body.acceptTermsAndConditions)
    throw new FieldRefusalError(15, 'acceptTermsAndConditions', 'The terms and conditions must be accepted');
  if (body.password !== body.rePassword)
    throw new FieldRefusalError(19, 'rePassword', 'The passwords do not match');
  if (!usernameFormat.test(body.username)) {
    throw badData('username', 'The username must be 3 to 32 letters, digits, dots, dashes or underscores');
  }
  checkPassword(body.password, body.username, config);
  if (/\s/.test(body.email)) throw badData('email', 'The email must not contain spaces');
  if (!phoneFormat.test(body.mobilePhone) || !body.mobilePhone.startsWith(body.mobilePhoneCode)) {
    throw badData('mobilePhone', 'The mobile phone must be the phone code followed by the number');
  }
  if (!nameFormat.test(body.firstName))
    throw badData('firstName', 'Names may contain spaces only in the middle');
  if (!nameFormat.test(body.lastName))
    throw badData('lastName', 'Names may contain spaces only in the middle');
  if (!isValidPersonalCode(body.personalNumber))
    throw badData('personalNumber', 'The personal code is not a valid Latvian code');
  const encoded = birthDateOf(body.personalNumber);
  const isNewCode = digitsOf(body.personalNumber)?.startsWith('32') === true;
  if (!isNewCode && encoded !== body.dateOfBirth) {
    throw badData('dateOfBirth', 'The date of birth does not match the personal code');
  }
  if (!isAdult(body.dateOfBirth, today))
    throw badData('dateOfBirth', `Players must be at least ${minimumAge} years old`);
  if (!supportedLangs.includes(body.lang.toUpperCase()))
    throw badData('lang', `Unsupported language ${body.lang}`);
  for (const [name, amount] of Object.entries(body.responsibleGaming)) {
    const maximum = name.startsWith('maxPlacebets') ? config.maxBetsAmount : config.maxBetTransactionAmount;
    if (amount > maximum)
      throw badData(`responsibleGaming.${name}`, `${name} is over the maximum of ${maximum}`);
  }
}
