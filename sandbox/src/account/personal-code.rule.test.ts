import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  formatPersonalCode,
  isValidPersonalCode,
  personalCodeFor,
} from './personal-code.rule.ts';

describe('Latvian personal codes', () => {
  it('accepts an old code whose check digit matches', () => {
    expect(isValidPersonalCode('150885-10234')).toBe(true);
  });

  it('refuses an old code with a wrong check digit', () => {
    expect(isValidPersonalCode('150885-10235')).toBe(false);
  });

  it('accepts an old code whose remainder is 10 with the check digit 0', () => {
    expect(isValidPersonalCode('061193-06460')).toBe(true);
  });

  it('refuses an old code with an impossible date', () => {
    expect(isValidPersonalCode('310290-10234')).toBe(false);
  });

  it('accepts a new code starting with 32, which encodes no date', () => {
    expect([isValidPersonalCode('321234-56789'), birthDateOf('321234-56789')]).toEqual([true, null]);
  });

  it('accepts a new code starting with 38, as PMLP issues them now', () => {
    expect([isValidPersonalCode('381234-56789'), birthDateOf('381234-56789')]).toEqual([true, null]);
  });

  it('reads the birth date with its century digit', () => {
    expect([birthDateOf('150885-10234'), birthDateOf('010105-20001')]).toEqual(['1985-08-15', '2005-01-01']);
  });

  it('makes a valid code for a birth date', () => {
    const code = personalCodeFor('1990-04-12', 123) ?? '';
    expect([isValidPersonalCode(code), birthDateOf(code)]).toEqual([true, '1990-04-12']);
  });

  it('writes a code with the dash after six digits', () => {
    expect(formatPersonalCode('15088510234')).toBe('150885-10234');
  });
});
