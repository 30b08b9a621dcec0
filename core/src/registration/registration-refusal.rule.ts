import type { ApiFailure } from '../errors/api-failure.ts';
import { registrationErrorKey, type WizardStep } from './registration.schema.ts';
import { FIELD_STEP } from './registration-wizard.rule.ts';
import { UNIQUE_FIELDS } from './registration-settings.ts';
import { OTHER_OCCUPATION, type RegistrationField, type RegistrationValues } from './registration-values.ts';

/** A refusal of the register call that belongs to one field of the form. */
export interface FieldRefusal {
  readonly field: RegistrationField;
  /** The step that shows the field: the wizard goes there. */
  readonly step: WizardStep;
  /** Message id of the field's error: `registration.error.<field>.{taken|required|refused}`. */
  readonly messageKey: string;
}

/**
 * The form field of each request field (RegistrationRequest, as ErrorResponse.field names it). The
 * password is typed once and sent twice (password, rePassword); the three place-bets amounts and the
 * six transaction amounts are each one field of the form.
 */
const FORM_FIELD: Readonly<Record<string, RegistrationField>> = {
  username: 'username',
  password: 'password',
  rePassword: 'password',
  email: 'email',
  mobilePhone: 'mobilePhone',
  mobilePhoneCode: 'mobilePhone',
  acceptTermsAndConditions: 'acceptTAC',
  firstName: 'firstName',
  lastName: 'lastName',
  personalNumber: 'personalNumber',
  dateOfBirth: 'birthDate',
  gender: 'gender',
  'responsibleGaming.maxPlacebetsDaily': 'maxPlacebetsDaily',
  'responsibleGaming.maxPlacebetsWeekly': 'maxPlacebetsDaily',
  'responsibleGaming.maxPlacebetsMonthly': 'maxPlacebetsDaily',
  'responsibleGaming.maxBetTransactionAmount': 'maxBetTransactionAmountDaily',
  'responsibleGaming.maxCasinoBetTransactionAmount': 'maxBetTransactionAmountDaily',
  'responsibleGaming.maxLiveCasinoBetTransactionAmount': 'maxBetTransactionAmountDaily',
  'responsibleGaming.maxSportBetTransactionAmount': 'maxBetTransactionAmountDaily',
  'responsibleGaming.maxLotteryBetTransactionAmount': 'maxBetTransactionAmountDaily',
  'responsibleGaming.maxBingoBetTransactionAmount': 'maxBetTransactionAmountDaily',
  country: 'country',
  customerOccupation: 'occupation',
  'customerOccupation.occupation': 'occupation',
  pep: 'pepDeclined',
};

/** The request field the codes that name one field by their meaning are about, when the body names none. */
const FIELD_OF_CODE: Readonly<Partial<Record<number, string>>> = {
  13: 'email',
  14: 'username',
  15: 'acceptTermsAndConditions',
  19: 'rePassword',
  115: 'mobilePhone',
};

/** Codes of a value another account already uses (account-and-session.md §8: 13, 14, 56, 115). */
const IN_USE_CODES: ReadonlySet<number> = new Set([13, 14, 56, 115]);

/** The form field of a request field; the occupation's text is the other-occupation field when chosen. */
function formFieldOf(requestField: string, values: RegistrationValues): RegistrationField | null {
  const field = FORM_FIELD[requestField] ?? null;
  return field === 'occupation' && values.occupation === OTHER_OCCUPATION ? 'occupationOther' : field;
}

/** The rule of the field's message: taken for a value in use, required for the terms, else refused. */
function ruleOf(errorCode: number, field: RegistrationField): 'taken' | 'required' | 'refused' {
  if (field === 'acceptTAC') return 'required';
  const unique = (UNIQUE_FIELDS as readonly string[]).includes(field);
  return IN_USE_CODES.has(errorCode) && unique ? 'taken' : 'refused';
}

/** Every message id a refusal can give a field (each must exist in every language). */
export const REFUSAL_MESSAGE_KEYS: readonly string[] = [
  ...new Set(
    [...Object.values(FORM_FIELD), 'occupationOther' as const].flatMap((field) =>
      [57, 56].map((code) => registrationErrorKey(field, ruleOf(code, field))),
    ),
  ),
];

/**
 * The field of the form a failed register call refused, with its step and message (account-and-session.md
 * §4 Registration, §8): the field the ErrorResponse names (57 bad data, a value in use, …), or the one a
 * code names by its meaning (13 email, 14 username, 15 terms, 19 password, 115 phone). Null for a refusal
 * of no single field (49, 54, 59, 104–106, a field the form does not have, a transport failure): the
 * form's error block alone says it.
 */
export function registrationRefusalOf(failure: ApiFailure, values: RegistrationValues): FieldRefusal | null {
  if (failure.kind !== 'api') return null;
  const requestField = failure.field ?? FIELD_OF_CODE[failure.errorCode];
  if (requestField === undefined) return null;
  const field = formFieldOf(requestField, values);
  if (field === null) return null;
  return {
    field,
    step: FIELD_STEP[field],
    messageKey: registrationErrorKey(field, ruleOf(failure.errorCode, field)),
  };
}
