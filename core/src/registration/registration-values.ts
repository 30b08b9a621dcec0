import type { LimitField } from './limit-amount.rule.ts';
import { DEFAULT_LIMIT_FIELD } from './limit-amount.rule.ts';
import { DEFAULT_PHONE_CODE } from './phone.rule.ts';

/** The occupation option whose value is the typed other-occupation text. */
export const OTHER_OCCUPATION = 'OTHER';
/** Residence and nationality default (account-and-session.md §9). */
export const DEFAULT_COUNTRY = 'LV';

/** Field validation waits this long after the last keystroke, ms (account-and-session.md §5, §9). */
export const VALIDATION_DEBOUNCE_MS = 1000;
/** Delay before a field is validated on blur, ms (account-and-session.md §5, §9). */
export const VALIDATE_DELAY_MS = 200;

/** Step 1: account (account-and-session.md §2 Registration modal). */
export interface AccountStepValues {
  readonly username: string;
  readonly password: string;
  readonly email: string;
  /** Calling code, e.g. `+371`. */
  readonly mobilePhoneCode: string;
  /** The number after the code, digits. */
  readonly mobilePhone: string;
  readonly acceptTAC: boolean;
}

/** Step 2: additional information. */
export interface PersonalStepValues {
  readonly firstName: string;
  readonly lastName: string;
  /** As typed, after `formatPersonalCodeInput`. */
  readonly personalNumber: string;
  readonly birthDay: number | null;
  readonly birthMonth: number | null;
  readonly birthYear: number | null;
  readonly gender: 'MALE' | 'FEMALE' | '';
  /** The selected limit field; only it is validated, both are sent. */
  readonly limitChoice: LimitField;
  /** Limit text as typed (see `parseLimitAmount`). */
  readonly maxPlacebetsDaily: string;
  readonly maxBetTransactionAmountDaily: string;
}

/** Step 3: residence, occupation and the politically-exposed-person choice. */
export interface OccupationStepValues {
  /** Country of residence, ISO alpha-2. */
  readonly country: string;
  /** An occupation option value, `OTHER_OCCUPATION` for the other choice, '' when none. */
  readonly occupation: string;
  readonly occupationOther: string;
  /**
   * The politically-exposed-person statement: true when the player chose its decline option (they are
   * a PEP, sent as pep true), false for the statement that they are not; null until they choose, as no
   * answer is given for them.
   */
  readonly pepDeclined: boolean | null;
}

export type RegistrationValues = AccountStepValues & PersonalStepValues & OccupationStepValues;

/** An empty form: phone code +371, limit max place bets daily, residence LV, PEP statement unanswered. */
export const INITIAL_REGISTRATION_VALUES: RegistrationValues = {
  username: '',
  password: '',
  email: '',
  mobilePhoneCode: DEFAULT_PHONE_CODE,
  mobilePhone: '',
  acceptTAC: false,
  firstName: '',
  lastName: '',
  personalNumber: '',
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  gender: '',
  limitChoice: DEFAULT_LIMIT_FIELD,
  maxPlacebetsDaily: '',
  maxBetTransactionAmountDaily: '',
  country: DEFAULT_COUNTRY,
  occupation: '',
  occupationOther: '',
  pepDeclined: null,
};

/** A field of the form that can carry an error; `birthDate` stands for the three selects together. */
export type RegistrationField =
  Exclude<keyof RegistrationValues, 'birthDay' | 'birthMonth' | 'birthYear' | 'limitChoice'> | 'birthDate';

/** Field → message id of its error; a field without an error is absent. */
export type FieldErrors = Partial<Record<RegistrationField, string>>;
