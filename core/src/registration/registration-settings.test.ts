import { describe, expect, it } from 'vitest';
import {
  FALLBACK_PASSWORD_FORMAT,
  registrationSettingsFrom,
  type RegistrationConfig,
} from './registration-settings.ts';

const config: RegistrationConfig = {
  registrationPasswordFormat: '^(?=.*\\d).{8,}$',
  registrationUniqueFields: 'username, email,mobilePhone',
  maxBetsAmount: 100_000,
  maxBetTransactionAmount: 50_000,
  registrationAutoLoginEnabled: true,
};

describe('registrationSettingsFrom', () => {
  it('compiles the password format', () => {
    expect(registrationSettingsFrom(config).passwordFormat.test('abcdefg1')).toBe(true);
  });

  it('falls back to a strict format when the config is not a regular expression', () => {
    expect(registrationSettingsFrom({ ...config, registrationPasswordFormat: '(' }).passwordFormat).toBe(
      FALLBACK_PASSWORD_FORMAT,
    );
  });

  it('splits and trims the unique fields', () => {
    expect(registrationSettingsFrom(config).uniqueFields).toEqual(['username', 'email', 'mobilePhone']);
  });

  it('drops unknown unique fields', () => {
    expect(
      registrationSettingsFrom({ ...config, registrationUniqueFields: 'username,shoeSize,' }).uniqueFields,
    ).toEqual(['username']);
  });

  it('carries the limit maxima and the auto-login flag', () => {
    expect(registrationSettingsFrom(config)).toMatchObject({
      maxBetsAmount: 100_000,
      maxBetTransactionAmount: 50_000,
      autoLoginEnabled: true,
    });
  });
});
