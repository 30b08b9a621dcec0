import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aFieldUniquenessDto, aUserDto } from '../testing/dto.builders.ts';
import {
  aPersonalDataDto,
  aRegionDto,
  aSecuritySettingsDto,
  aTownDto,
} from '../testing/profile-dto.builders.ts';
import { ProfileHttpAdapter } from './profile.http-adapter.ts';

const API = '/api/v1/customerfacing';
const PERSONAL_DATA = `${API}/customers/personalData`;
const UPDATE = `${API}/customers/update`;
const VALIDATE_UNIQUE = `${API}/customers/update/field/validateUnique`;
const CHANGE_PASSWORD = `${API}/customers/changePassword`;
const SEND_CODE = `${API}/customers/smsVerification/mobilePhone/profileUpdate`;
const CONFIRM_CODE = `${API}/customers/smsVerification/mobilePhone/manually`;
const SECURITY = `${API}/customers/securitySettings`;
const REGIONS = `${API}/regions`;
const TOWNS = `${API}/towns`;

const noContent = () => new Response(null, { status: 204 });

const setUp = (options: { readonly signedIn?: boolean } = {}) => {
  const fixture = customerFacingFixture(options);
  return { ...fixture, adapter: new ProfileHttpAdapter(fixture.client) };
};

describe('ProfileHttpAdapter', () => {
  it('reads the personal data with the bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('GET', PERSONAL_DATA, 200, aPersonalDataDto());

    const result = await adapter.getPersonalData();

    expect([
      result.ok && result.value.city,
      server.lastRequest(PERSONAL_DATA)?.headers.get('Authorization'),
    ]).toEqual(['Rīga', 'Bearer access-1']);
  });

  it('sends the address and answers the personal data after it', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PERSONAL_DATA, 200, aPersonalDataDto({ city: 'Jelgava' }));
    const address = { address: 'Lielā iela 12-5', city: 'Jelgava', postalCode: 'LV-3001' };

    const result = await adapter.updatePersonalData(address);

    expect([server.lastJsonBody(PERSONAL_DATA), result.ok && result.value.city]).toEqual([
      address,
      'Jelgava',
    ]);
  });

  it('fails the address with 57', async () => {
    const { server, adapter } = setUp();
    server.json('POST', PERSONAL_DATA, 400, {
      errorCode: 57,
      errorMessage: 'Address and city must not be blank',
    });

    expect(
      await adapter.updatePersonalData({ address: ' ', city: 'Jelgava', postalCode: 'LV-3001' }),
    ).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 57, httpStatus: 400 } });
  });

  it('sends the new e-mail and answers the customer', async () => {
    const { server, adapter } = setUp();
    server.json('POST', UPDATE, 200, aUserDto({ firstName: 'Anna' }));

    const result = await adapter.updateCustomer({ email: 'anna.new@example.lv' });

    expect([server.lastJsonBody(UPDATE), result.ok && result.value.firstName]).toEqual([
      { email: 'anna.new@example.lv' },
      'Anna',
    ]);
  });

  it('fails the e-mail with 13 when another account has it', async () => {
    const { server, adapter } = setUp();
    server.json('POST', UPDATE, 400, { errorCode: 13, errorMessage: 'An account with this email exists' });

    expect(await adapter.updateCustomer({ email: 'janis@example.lv' })).toMatchObject({
      ok: false,
      error: { errorCode: 13 },
    });
  });

  it('asks whether a value is unique and answers the server’s word', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, aFieldUniquenessDto({ field: 'mobilePhone', unique: false }));

    const result = await adapter.validateUnique('mobilePhone', '+37128765432');

    expect([server.lastJsonBody(VALIDATE_UNIQUE), result]).toEqual([
      { field: 'mobilePhone', value: '+37128765432' },
      { ok: true, value: false },
    ]);
  });

  it('fails a uniqueness answer about another field with -1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, aFieldUniquenessDto({ field: 'username', unique: true }));

    expect(await adapter.validateUnique('email', 'anna@example.lv')).toMatchObject({
      ok: false,
      error: { errorCode: -1 },
    });
  });

  it('changes the password with the new one twice', async () => {
    const { server, adapter } = setUp();
    server.on('POST', CHANGE_PASSWORD, noContent);
    const change = { oldPassword: 'Casino2026!', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2027!' };

    const result = await adapter.changePassword(change);

    expect([result, server.lastJsonBody(CHANGE_PASSWORD)]).toEqual([{ ok: true, value: undefined }, change]);
  });

  it('fails a wrong current password with 1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', CHANGE_PASSWORD, 400, {
      errorCode: 1,
      errorMessage: 'The current password is wrong',
    });

    expect(
      await adapter.changePassword({
        oldPassword: 'x',
        newPassword: 'Ziema2027!',
        reNewPassword: 'Ziema2027!',
      }),
    ).toMatchObject({ ok: false, error: { errorCode: 1, httpStatus: 400 } });
  });

  it('asks for an SMS code to the new phone', async () => {
    const { server, adapter } = setUp();
    server.on('POST', SEND_CODE, noContent);
    const phone = { mobilePhone: '+37129876543', mobilePhoneCode: '+371' };

    const result = await adapter.sendPhoneCode(phone);

    expect([result.ok, server.lastJsonBody(SEND_CODE)]).toEqual([true, phone]);
  });

  it('fails the SMS to a phone another account has with 115', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEND_CODE, 400, { errorCode: 115, errorMessage: 'Duplicate mobile phone' });

    expect(
      await adapter.sendPhoneCode({ mobilePhone: '+37128765432', mobilePhoneCode: '+371' }),
    ).toMatchObject({ ok: false, error: { errorCode: 115 } });
  });

  it('confirms the phone with the typed code', async () => {
    const { server, adapter } = setUp();
    server.on('POST', CONFIRM_CODE, noContent);
    const confirmation = { mobilePhone: '+37129876543', verificationCode: '715204' };

    const result = await adapter.confirmPhoneCode(confirmation);

    expect([result.ok, server.lastJsonBody(CONFIRM_CODE)]).toEqual([true, confirmation]);
  });

  it('reads the security settings', async () => {
    const { server, adapter } = setUp();
    server.json('GET', SECURITY, 200, aSecuritySettingsDto());

    expect(await adapter.getSecuritySettings()).toEqual({
      ok: true,
      value: { twoFactorSmsEnabled: false, loginNotificationsEnabled: true },
    });
  });

  it('saves the security settings and answers them', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SECURITY, 200, aSecuritySettingsDto({ twoFactorSmsEnabled: true }));
    const settings = { twoFactorSmsEnabled: true, loginNotificationsEnabled: true };

    const result = await adapter.updateSecuritySettings(settings);

    expect([server.lastJsonBody(SECURITY), result]).toEqual([settings, { ok: true, value: settings }]);
  });

  it('lists the regions without a token', async () => {
    const { server, adapter } = setUp({ signedIn: false });
    server.json('GET', REGIONS, 200, [aRegionDto()]);

    const result = await adapter.getRegions();

    expect([
      result.ok && result.value.length,
      server.lastRequest(REGIONS)?.headers.get('Authorization'),
    ]).toEqual([1, null]);
  });

  it('lists the towns of the region asked for', async () => {
    const { server, adapter } = setUp();
    server.json('GET', TOWNS, 200, [aTownDto()]);

    const result = await adapter.getTowns('JELGAVAS_NOVADS');

    expect([server.lastRequest(TOWNS)?.url.searchParams.get('region'), result.ok]).toEqual([
      'JELGAVAS_NOVADS',
      true,
    ]);
  });

  it('fails as a transport failure when the network is down', async () => {
    const { server, adapter } = setUp();
    server.networkError('GET', REGIONS);

    expect(await adapter.getRegions()).toMatchObject({ ok: false, error: { kind: 'transport' } });
  });
});
