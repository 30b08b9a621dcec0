import { describe, expect, it } from 'vitest';
import {
  aPersonalDataDto,
  aRegionDto,
  aSecuritySettingsDto,
  aTownDto,
} from '../testing/profile-dto.builders.ts';
import { toPersonalData, toRegions, toSecuritySettings, toTowns } from './profile.mapper.ts';

describe('toPersonalData', () => {
  it('maps every field, the date of birth as it came', () => {
    expect(toPersonalData(aPersonalDataDto())).toEqual({
      ok: true,
      value: {
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
      },
    });
  });

  it('refuses a gender the contract does not know, naming it', () => {
    expect(toPersonalData({ ...aPersonalDataDto(), gender: 'OTHER' })).toEqual({
      ok: false,
      error: 'body.gender is not one of MALE, FEMALE',
    });
  });

  it('refuses a body without the city', () => {
    const { city: _city, ...rest } = aPersonalDataDto();
    expect(toPersonalData(rest)).toEqual({ ok: false, error: 'body.city is not a string' });
  });
});

describe('toSecuritySettings', () => {
  it('maps both switches', () => {
    expect(toSecuritySettings(aSecuritySettingsDto({ twoFactorSmsEnabled: true }))).toEqual({
      ok: true,
      value: { twoFactorSmsEnabled: true, loginNotificationsEnabled: true },
    });
  });

  it('refuses a switch that is not a boolean', () => {
    expect(toSecuritySettings({ twoFactorSmsEnabled: 'yes', loginNotificationsEnabled: true })).toEqual({
      ok: false,
      error: 'body.twoFactorSmsEnabled is not a boolean',
    });
  });
});

describe('toRegions', () => {
  it('maps the regions in order', () => {
    expect(toRegions([aRegionDto({ code: 'RIGA', name: 'Rīga' }), aRegionDto()])).toEqual({
      ok: true,
      value: [
        { code: 'RIGA', name: 'Rīga' },
        { code: 'JELGAVAS_NOVADS', name: 'Jelgavas novads' },
      ],
    });
  });

  it('refuses a body that is not a list', () => {
    expect(toRegions(aRegionDto())).toEqual({ ok: false, error: 'body is not an array' });
  });
});

describe('toTowns', () => {
  it('maps each town with its region', () => {
    expect(toTowns([aTownDto()])).toEqual({
      ok: true,
      value: [{ code: 'OZOLNIEKI', name: 'Ozolnieki', region: 'JELGAVAS_NOVADS' }],
    });
  });

  it('refuses a town without its region, naming it', () => {
    expect(toTowns([{ code: 'OZOLNIEKI', name: 'Ozolnieki' }])).toEqual({
      ok: false,
      error: 'body[0].region is not a string',
    });
  });
});
