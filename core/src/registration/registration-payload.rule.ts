import type { Language } from '../routing/language.ts';
import { toIsoDate } from './calendar-date.ts';
import { parseLimitAmount } from './limit-amount.rule.ts';
import { formatPersonalCodeInput } from './personal-code.rule.ts';
import { fullPhoneNumber } from './phone.rule.ts';
import { DEFAULT_COUNTRY, OTHER_OCCUPATION, type RegistrationValues } from './registration-values.ts';

/** Limits chosen at registration, minor units; a zero or empty amount is left out. */
export interface RegistrationResponsibleGaming {
  readonly maxPlacebetsDaily?: number;
  readonly maxPlacebetsWeekly?: number;
  readonly maxPlacebetsMonthly?: number;
  readonly maxBetTransactionAmount?: number;
  readonly maxCasinoBetTransactionAmount?: number;
  readonly maxLiveCasinoBetTransactionAmount?: number;
  readonly maxSportBetTransactionAmount?: number;
  readonly maxLotteryBetTransactionAmount?: number;
  readonly maxBingoBetTransactionAmount?: number;
}

/** The registration request (account-and-session.md §3 Registration payload; contract RegistrationRequest). */
export interface RegistrationPayload {
  readonly username: string;
  readonly password: string;
  readonly rePassword: string;
  readonly email: string;
  readonly mobilePhone: string;
  readonly mobilePhoneCode: string;
  readonly acceptTermsAndConditions: boolean;
  readonly acceptPromotions: true;
  readonly acceptCommunicationPushMessage: true;
  readonly acceptCommunication: true;
  readonly firstName: string;
  readonly lastName: string;
  readonly personalNumber: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly gender: 'MALE' | 'FEMALE';
  readonly currency: 'EUR';
  readonly address: '';
  readonly city: '';
  readonly postalCode: '';
  readonly personalNumberType: 'LPN';
  readonly registrationDetailLevel: 'STANDARD';
  /** Upper-case language code, e.g. LV. */
  readonly lang: string;
  readonly responsibleGaming: RegistrationResponsibleGaming;
  readonly country: string;
  readonly nationality: string;
  readonly pep: boolean;
  readonly customerOccupation: { readonly occupation: string };
  readonly affiliateCode?: string;
  readonly credentialCheck?: true;
}

/** What the payload needs besides the form. */
export interface RegistrationContext {
  /** Language of the page the player registers on. */
  readonly lang: Language;
  /** Value of the btag cookie (affiliate), null when absent. */
  readonly btag: string | null;
  /** True when any credential field (username, password) was pasted. */
  readonly credentialsPasted: boolean;
  /** Nationality, default LV. */
  readonly nationality?: string;
}

const positive = (amount: number | null): number | null => (amount !== null && amount > 0 ? amount : null);

/** The same amount for every named key, or no key at all when the amount is zero or missing. */
function fanOut<K extends string>(keys: readonly K[], amount: number | null): Partial<Record<K, number>> {
  const value = positive(amount);
  const block: Partial<Record<K, number>> = {};
  if (value !== null) for (const key of keys) block[key] = value;
  return block;
}

/**
 * The responsibleGaming block: the place-bets limit as the daily, weekly and monthly maximum; the
 * per-transaction limit as every product's transaction maximum. Both fields are sent whichever is
 * selected; zero or null amounts are stripped (the only stripping in this payload, as in the contract).
 */
export const responsibleGamingOf = (values: RegistrationValues): RegistrationResponsibleGaming => ({
  ...fanOut(
    ['maxPlacebetsDaily', 'maxPlacebetsWeekly', 'maxPlacebetsMonthly'],
    parseLimitAmount(values.maxPlacebetsDaily),
  ),
  ...fanOut(
    [
      'maxBetTransactionAmount',
      'maxCasinoBetTransactionAmount',
      'maxLiveCasinoBetTransactionAmount',
      'maxSportBetTransactionAmount',
      'maxLotteryBetTransactionAmount',
      'maxBingoBetTransactionAmount',
    ],
    parseLimitAmount(values.maxBetTransactionAmountDaily),
  ),
});

/** customerOccupation.occupation: the option, or `Other - <text>` for the other choice. */
export const occupationOf = (values: RegistrationValues): string =>
  values.occupation === OTHER_OCCUPATION ? `Other - ${values.occupationOther.trim()}` : values.occupation;

/**
 * The request of a validated form (account-and-session.md §3). Call it only after the whole form
 * validates: a missing birth-date select, gender or PEP answer is a bug and throws.
 */
export function buildRegistrationPayload(
  values: RegistrationValues,
  context: RegistrationContext,
): RegistrationPayload {
  const { birthDay: day, birthMonth: month, birthYear: year, gender, pepDeclined } = values;
  if (day === null || month === null || year === null || gender === '' || pepDeclined === null) {
    throw new Error(
      'buildRegistrationPayload needs a validated form (birth date, gender and the PEP statement chosen)',
    );
  }
  return {
    username: values.username,
    password: values.password,
    rePassword: values.password,
    email: values.email,
    mobilePhone: fullPhoneNumber(values.mobilePhoneCode, values.mobilePhone),
    mobilePhoneCode: values.mobilePhoneCode,
    acceptTermsAndConditions: values.acceptTAC,
    acceptPromotions: true,
    acceptCommunicationPushMessage: true,
    acceptCommunication: true,
    firstName: values.firstName,
    lastName: values.lastName,
    personalNumber: formatPersonalCodeInput(values.personalNumber),
    dateOfBirth: toIsoDate({ year, month, day }),
    gender,
    currency: 'EUR',
    address: '',
    city: '',
    postalCode: '',
    personalNumberType: 'LPN',
    registrationDetailLevel: 'STANDARD',
    lang: context.lang.toUpperCase(),
    responsibleGaming: responsibleGamingOf(values),
    country: values.country,
    nationality: context.nationality ?? DEFAULT_COUNTRY,
    pep: pepDeclined,
    customerOccupation: { occupation: occupationOf(values) },
    ...(context.btag !== null && context.btag !== '' ? { affiliateCode: context.btag } : {}),
    ...(context.credentialsPasted ? { credentialCheck: true as const } : {}),
  };
}
