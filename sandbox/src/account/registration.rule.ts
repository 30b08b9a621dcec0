import type { GeneralConfig } from '../dto.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
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

const badData = (message: string): SandboxError => new SandboxError(400, 57, message);

/** Throws 57 unless the password follows registrationPasswordFormat, has no spaces and is not the username. */
export function checkPassword(password: string, username: string, config: GeneralConfig): void {
  if (/\s/.test(password)) throw badData('The password must not contain spaces');
  if (!new RegExp(config.registrationPasswordFormat).test(password)) {
    throw badData('The password does not follow the password rules');
  }
  if (password.toLowerCase() === username.toLowerCase())
    throw badData('The password must differ from the username');
}

/** True when a person born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today` (epoch ms). */
export function isAdult(dateOfBirth: string, today: number): boolean {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const eighteenth = Date.UTC(year + minimumAge, month - 1, day);
  return eighteenth <= today;
}

/**
 * The field rules of account-and-session §5 the server enforces: 15 terms not accepted, 19 passwords
 * differ, 57 bad customer data (formats, age, personal code and its birth date, limits over the maxima).
 */
export function checkRegistration(body: RegistrationBody, config: GeneralConfig, today: number): void {
  if (!body.acceptTermsAndConditions)
    throw new SandboxError(400, 15, 'The terms and conditions must be accepted');
  if (body.password !== body.rePassword) throw new SandboxError(400, 19, 'The passwords do not match');
  if (!usernameFormat.test(body.username)) {
    throw badData('The username must be 3 to 32 letters, digits, dots, dashes or underscores');
  }
  checkPassword(body.password, body.username, config);
  if (/\s/.test(body.email)) throw badData('The email must not contain spaces');
  if (!phoneFormat.test(body.mobilePhone) || !body.mobilePhone.startsWith(body.mobilePhoneCode)) {
    throw badData('The mobile phone must be the phone code followed by the number');
  }
  if (!nameFormat.test(body.firstName) || !nameFormat.test(body.lastName)) {
    throw badData('Names may contain spaces only in the middle');
  }
  if (!isValidPersonalCode(body.personalNumber))
    throw badData('The personal code is not a valid Latvian code');
  const encoded = birthDateOf(body.personalNumber);
  const isNewCode = digitsOf(body.personalNumber)?.startsWith('32') === true;
  if (!isNewCode && encoded !== body.dateOfBirth) {
    throw badData('The date of birth does not match the personal code');
  }
  if (!isAdult(body.dateOfBirth, today)) throw badData(`Players must be at least ${minimumAge} years old`);
  if (!supportedLangs.includes(body.lang.toUpperCase())) throw badData(`Unsupported language ${body.lang}`);
  for (const [name, amount] of Object.entries(body.responsibleGaming)) {
    const maximum = name.startsWith('maxPlacebets') ? config.maxBetsAmount : config.maxBetTransactionAmount;
    if (amount > maximum) throw badData(`${name} is over the maximum of ${maximum}`);
  }
}
