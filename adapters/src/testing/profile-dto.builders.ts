import type { components } from '@lv-casino/sdk/generated/openapi.ts';

type Schemas = components['schemas'];

/** A contract-valid PersonalData body: anna's in the sandbox. */
export const aPersonalDataDto = (
  overrides: Partial<Schemas['PersonalData']> = {},
): Schemas['PersonalData'] => ({
  firstName: 'Anna',
  lastName: 'Bērziņa',
  personalNumber: '150885-10234',
  dateOfBirth: '1985-08-15',
  gender: 'FEMALE',
  email: 'anna.berzina@example.lv',
  mobilePhone: '+37126123456',
  country: 'LV',
  nationality: 'LV',
  address: 'Brīvības iela 21-4',
  city: 'Rīga',
  postalCode: 'LV-1010',
  ...overrides,
});

/** A contract-valid SecuritySettings body: anna's in the sandbox. */
export const aSecuritySettingsDto = (
  overrides: Partial<Schemas['SecuritySettings']> = {},
): Schemas['SecuritySettings'] => ({
  twoFactorSmsEnabled: false,
  loginNotificationsEnabled: true,
  ...overrides,
});

/** A contract-valid Region body. */
export const aRegionDto = (overrides: Partial<Schemas['Region']> = {}): Schemas['Region'] => ({
  code: 'JELGAVAS_NOVADS',
  name: 'Jelgavas novads',
  ...overrides,
});

/** A contract-valid Town body. */
export const aTownDto = (overrides: Partial<Schemas['Town']> = {}): Schemas['Town'] => ({
  code: 'OZOLNIEKI',
  name: 'Ozolnieki',
  region: 'JELGAVAS_NOVADS',
  ...overrides,
});
