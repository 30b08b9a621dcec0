import type { RegistrationSettings } from '../registration/registration-settings.ts';
import { INITIAL_REGISTRATION_VALUES, type RegistrationValues } from '../registration/registration-values.ts';

/**
 * A completely valid registration form on `REGISTRATION_TODAY` with `createRegistrationSettings()`:
 * Līga Ozola, born 12/04/1990 with the matching personal code 120490-12343.
 */
export const createRegistrationValues = (
  overrides: Partial<RegistrationValues> = {},
): RegistrationValues => ({
  ...INITIAL_REGISTRATION_VALUES,
  username: 'liga.ozola',
  password: 'Rudens2026!',
  email: 'liga.ozola@example.lv',
  mobilePhoneCode: '+371',
  mobilePhone: '26123456',
  acceptTAC: true,
  firstName: 'Līga',
  lastName: 'Ozola',
  personalNumber: '120490-12343',
  birthDay: 12,
  birthMonth: 4,
  birthYear: 1990,
  gender: 'FEMALE',
  limitChoice: 'maxPlacebetsDaily',
  maxPlacebetsDaily: '500',
  maxBetTransactionAmountDaily: '100',
  country: 'LV',
  occupation: 'EMPLOYED',
  occupationOther: '',
  pepDeclined: false,
  ...overrides,
});

/** Settings like the sandbox's: a password of 8+ characters with a letter and a digit, €1 000 / €500 caps. */
export const createRegistrationSettings = (
  overrides: Partial<RegistrationSettings> = {},
): RegistrationSettings => ({
  passwordFormat: /^(?=.*[A-Za-z])(?=.*\d).{8,}$/,
  uniqueFields: ['username', 'email', 'mobilePhone'],
  maxBetsAmount: 100_000,
  maxBetTransactionAmount: 50_000,
  autoLoginEnabled: true,
  ...overrides,
});

/** The day the registration tests run on: 21 November 2026. */
export const REGISTRATION_TODAY = { year: 2026, month: 11, day: 21 } as const;
