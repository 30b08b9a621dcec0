import type { RegistrationPayload } from '@lv-casino/core/registration/registration-payload.rule.ts';

/**
 * The registration of Līga Ozola as core builds it from a valid form (the contract's
 * RegistrationRequest example: personal code 120490-12343, born 12 April 1990), with overrides.
 */
export const aRegistrationPayload = (overrides: Partial<RegistrationPayload> = {}): RegistrationPayload => ({
  username: 'liga.ozola',
  password: 'Rudens2026!',
  rePassword: 'Rudens2026!',
  email: 'liga.ozola@example.lv',
  mobilePhone: '+37127111222',
  mobilePhoneCode: '+371',
  acceptTermsAndConditions: true,
  acceptPromotions: true,
  acceptCommunicationPushMessage: true,
  acceptCommunication: true,
  firstName: 'Līga',
  lastName: 'Ozola',
  personalNumber: '120490-12343',
  dateOfBirth: '1990-04-12',
  gender: 'FEMALE',
  currency: 'EUR',
  address: '',
  city: '',
  postalCode: '',
  personalNumberType: 'LPN',
  registrationDetailLevel: 'STANDARD',
  lang: 'LV',
  responsibleGaming: { maxPlacebetsDaily: 50000, maxPlacebetsWeekly: 50000, maxPlacebetsMonthly: 50000 },
  country: 'LV',
  nationality: 'LV',
  pep: false,
  customerOccupation: { occupation: 'EMPLOYED' },
  ...overrides,
});
