import type { Region } from './profile.ts';

/** Longest address, in characters (the contract's PersonalDataUpdate). */
export const ADDRESS_MAX_LENGTH = 100;
/** Longest city, in characters (the contract's PersonalDataUpdate). */
export const CITY_MAX_LENGTH = 60;
/** A Latvian postal code: LV- and four digits. */
const POSTAL_CODE = /^LV-\d{4}$/;

export type AddressProblem = 'required' | 'max-length';
export type PostalCodeProblem = 'required' | 'format';

/** The address: required (spaces alone do not count) and at most 100 characters once trimmed. */
export function addressProblem(address: string): AddressProblem | null {
  const trimmed = address.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > ADDRESS_MAX_LENGTH ? 'max-length' : null;
}

/** The city (a town of the chosen region): required and at most 60 characters once trimmed. */
export function cityProblem(city: string): AddressProblem | null {
  const trimmed = city.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > CITY_MAX_LENGTH ? 'max-length' : null;
}

/**
 * A postal code as the player may type it → as sent: trimmed, upper-cased, and four digits alone get
 * their `LV-` (`1010` → `LV-1010`, `lv-1010` → `LV-1010`). Anything else is left for the check.
 */
export function normalisePostalCode(postalCode: string): string {
  const typed = postalCode.trim().toUpperCase();
  return /^\d{4}$/.test(typed) ? `LV-${typed}` : typed;
}

/** The postal code: required and, once normalised, `LV-` and four digits. */
export function postalCodeProblem(postalCode: string): PostalCodeProblem | null {
  const normalised = normalisePostalCode(postalCode);
  if (normalised === '') return 'required';
  return POSTAL_CODE.test(normalised) ? null : 'format';
}

/**
 * The region a city belongs to when the city names it: a state city is its own region (Rīga, Jelgava,
 * …), compared without regard to case. Null for a town of a novads, whose region the player chooses.
 */
export function regionOfCity(city: string, regions: readonly Region[]): Region | null {
  const wanted = city.trim().toLocaleLowerCase('lv');
  if (wanted === '') return null;
  return regions.find((region) => region.name.toLocaleLowerCase('lv') === wanted) ?? null;
}
