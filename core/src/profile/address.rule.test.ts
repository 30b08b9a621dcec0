import { describe, expect, it } from 'vitest';
import { createRegions } from '../testing/profile.builder.ts';
import {
  addressProblem,
  cityProblem,
  normalisePostalCode,
  postalCodeProblem,
  regionOfCity,
} from './address.rule.ts';

describe('addressProblem', () => {
  it('accepts an address', () => {
    expect(addressProblem('Brīvības iela 21-4')).toBeNull();
  });

  it('asks for an address of spaces only', () => {
    expect(addressProblem('   ')).toBe('required');
  });

  it('refuses more than 100 characters', () => {
    expect(addressProblem('a'.repeat(101))).toBe('max-length');
  });

  it('does not count the spaces around it', () => {
    expect(addressProblem(` ${'a'.repeat(100)} `)).toBeNull();
  });
});

describe('cityProblem', () => {
  it('accepts a town', () => {
    expect(cityProblem('Ozolnieki')).toBeNull();
  });

  it('asks for a city', () => {
    expect(cityProblem('')).toBe('required');
  });

  it('refuses more than 60 characters', () => {
    expect(cityProblem('a'.repeat(61))).toBe('max-length');
  });
});

describe('normalisePostalCode', () => {
  it.each([
    ['LV-1010', 'LV-1010'],
    [' lv-3001 ', 'LV-3001'],
    ['1010', 'LV-1010'],
    ['10100', '10100'],
  ])('writes %j as %j', (typed, sent) => {
    expect(normalisePostalCode(typed)).toBe(sent);
  });
});

describe('postalCodeProblem', () => {
  it('accepts four digits alone', () => {
    expect(postalCodeProblem('3001')).toBeNull();
  });

  it('asks for a postal code', () => {
    expect(postalCodeProblem(' ')).toBe('required');
  });

  it.each(['LV-101', 'LT-1010', 'LV 1010'])('refuses %j', (typed) => {
    expect(postalCodeProblem(typed)).toBe('format');
  });
});

describe('regionOfCity', () => {
  it('finds the state city a city names, whatever its case', () => {
    expect(regionOfCity('rīga', createRegions())).toEqual({ code: 'RIGA', name: 'Rīga' });
  });

  it('finds no region for a town of a novads', () => {
    expect(regionOfCity('Ozolnieki', createRegions())).toBeNull();
  });

  it('finds no region for no city', () => {
    expect(regionOfCity(' ', createRegions())).toBeNull();
  });
});
