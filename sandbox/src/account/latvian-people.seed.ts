import { createPrng, hashString } from '../seed/prng.ts';
import { birthDateOf, personalCodeFor } from './personal-code.rule.ts';

/** A person the sandbox makes up deterministically (Smart-ID identities, profiles of seeded players). */
export interface MadeUpPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: 'MALE' | 'FEMALE';
}

export interface MadeUpAddress {
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
}

const femaleNames = [
  'Līga',
  'Ilze',
  'Inese',
  'Kristīne',
  'Laura',
  'Marta',
  'Elīna',
  'Zane',
  'Dace',
  'Sanita',
];
const maleNames = [
  'Andris',
  'Jānis',
  'Mārtiņš',
  'Kārlis',
  'Edgars',
  'Roberts',
  'Uldis',
  'Artūrs',
  'Raimonds',
];
/** Surnames in their male and female forms. */
const surnames: readonly (readonly [string, string])[] = [
  ['Ozols', 'Ozola'],
  ['Liepiņš', 'Liepiņa'],
  ['Kalniņš', 'Kalniņa'],
  ['Bērziņš', 'Bērziņa'],
  ['Krūmiņš', 'Krūmiņa'],
  ['Zariņš', 'Zariņa'],
  ['Vītols', 'Vītola'],
  ['Jansons', 'Jansone'],
  ['Eglītis', 'Eglīte'],
  ['Kļaviņš', 'Kļaviņa'],
];
const places: readonly MadeUpAddress[] = [
  { address: 'Brīvības iela', city: 'Rīga', postalCode: 'LV-1010' },
  { address: 'Lāčplēša iela', city: 'Rīga', postalCode: 'LV-1011' },
  { address: 'Krišjāņa Valdemāra iela', city: 'Jelgava', postalCode: 'LV-3001' },
  { address: 'Rīgas iela', city: 'Daugavpils', postalCode: 'LV-5401' },
  { address: 'Jomas iela', city: 'Jūrmala', postalCode: 'LV-2015' },
  { address: 'Kuršu iela', city: 'Liepāja', postalCode: 'LV-3401' },
  { address: 'Rīgas iela', city: 'Valmiera', postalCode: 'LV-4201' },
];

/** The person a personal code stands for: always the same names for the same code. */
export function personOfCode(personalCode: string): MadeUpPerson {
  const prng = createPrng(hashString(personalCode.replace('-', '')));
  const gender = prng.chance(0.5) ? 'FEMALE' : 'MALE';
  const [male, female] = prng.pick(surnames);
  return gender === 'FEMALE'
    ? { firstName: prng.pick(femaleNames), lastName: female, gender }
    : { firstName: prng.pick(maleNames), lastName: male, gender };
}

/** A Latvian address, mobile phone, birth date and personal code made up from a seed. */
export function madeUpDetails(seed: number): {
  readonly address: MadeUpAddress;
  readonly mobilePhone: string;
  readonly dateOfBirth: string;
  readonly personalNumber: string;
} {
  const prng = createPrng(seed);
  const place = prng.pick(places);
  const address = { ...place, address: `${place.address} ${prng.int(1, 120)}-${prng.int(1, 40)}` };
  const mobilePhone = `+3712${String(prng.int(0, 9_999_999)).padStart(7, '0')}`;
  for (;;) {
    const year = prng.int(1950, 2000);
    const dateOfBirth = `${year}-${String(prng.int(1, 12)).padStart(2, '0')}-${String(prng.int(1, 28)).padStart(2, '0')}`;
    const personalNumber = personalCodeFor(dateOfBirth, prng.int(0, 999));
    if (personalNumber !== null && birthDateOf(personalNumber) === dateOfBirth) {
      return { address, mobilePhone, dateOfBirth, personalNumber };
    }
  }
}
