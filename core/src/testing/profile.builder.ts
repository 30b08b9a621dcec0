import type { PersonalData, Region, SecuritySettings, Town } from '../profile/profile.ts';

/** anna's personal data in the sandbox (Rīga). */
export const createPersonalData = (overrides: Partial<PersonalData> = {}): PersonalData => ({
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

/** anna's security settings in the sandbox: no two-factor login, login notifications on. */
export const createSecuritySettings = (overrides: Partial<SecuritySettings> = {}): SecuritySettings => ({
  twoFactorSmsEnabled: false,
  loginNotificationsEnabled: true,
  ...overrides,
});

/** A few regions of the sandbox: two state cities and a novads. */
export const createRegions = (): readonly Region[] => [
  { code: 'RIGA', name: 'Rīga' },
  { code: 'JELGAVA', name: 'Jelgava' },
  { code: 'JELGAVAS_NOVADS', name: 'Jelgavas novads' },
];

/** The towns of the sandbox's regions of `createRegions` (Jelgavas novads has four). */
export function createTowns(regionCode: string): readonly Town[] {
  const names: Readonly<Record<string, readonly string[]>> = {
    RIGA: ['Rīga'],
    JELGAVA: ['Jelgava'],
    JELGAVAS_NOVADS: ['Ozolnieki', 'Kalnciems', 'Eleja', 'Svēte'],
  };
  return (names[regionCode] ?? []).map((name) => ({
    code: name.toUpperCase(),
    name,
    region: regionCode,
  }));
}
