import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ProfileHttpAdapter } from '@lv-casino/adapters/http/profile.http-adapter.ts';
import { BEARER_FROM_PROVIDER_STATE, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const CUSTOMERS = '/api/v1/customerfacing/customers';
const PERSONAL_DATA = `${CUSTOMERS}/personalData`;
const UPDATE = `${CUSTOMERS}/update`;
const VALIDATE_UNIQUE = `${CUSTOMERS}/update/field/validateUnique`;
const CHANGE_PASSWORD = `${CUSTOMERS}/changePassword`;
const SEND_CODE = `${CUSTOMERS}/smsVerification/mobilePhone/profileUpdate`;
const CONFIRM_CODE = `${CUSTOMERS}/smsVerification/mobilePhone/manually`;
const SECURITY = `${CUSTOMERS}/securitySettings`;
const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };

/** Every state logs in a new account of this name, shaped like anna (a password change hurts no one). */
const PLAYER = { username: 'pact.profile' };
/** A second account holding an e-mail and a phone the player tries to take. */
const OTHER = { ...PLAYER, email: 'pact.profile.other@example.lv', mobilePhone: '+37129001122' };
/** anna's password, which the player's account starts with. */
const PASSWORD = 'Casino2026!';
const NEW_PHONE = { mobilePhone: '+37129876543', mobilePhoneCode: '+371' };

const adapterFor = (baseUrl: string, signedIn = true) =>
  new ProfileHttpAdapter(pactClient(baseUrl, { signedIn }));

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

/** The fields of a PersonalData the mapper reads. */
const personalData = () => ({
  firstName: string('Anna'),
  lastName: string('Bērziņa'),
  personalNumber: string('150885-10234'),
  dateOfBirth: regex(String.raw`^\d{4}-\d{2}-\d{2}$`, '1985-08-15'),
  gender: regex('^(MALE|FEMALE)$', 'FEMALE'),
  email: string('pact.profile@example.lv'),
  mobilePhone: string('+37126123456'),
  country: string('LV'),
  nationality: string('LV'),
  address: string('Brīvības iela 21-4'),
  city: string('Rīga'),
  postalCode: string('LV-1010'),
});

describe('getPersonalData (GET customers/personalData, private)', () => {
  it('answers the personal data', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a request for the personal data')
      .withRequest('GET', PERSONAL_DATA, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(personalData()))
      .executeTest((server) => adapterFor(server.url).getPersonalData());

    expect(result).toMatchObject({ ok: true, value: { firstName: 'Anna', dateOfBirth: '1985-08-15' } });
  });
});

describe('updatePersonalData (POST customers/personalData, private)', () => {
  const address = { address: 'Lielā iela 12-5', city: 'Jelgava', postalCode: 'LV-3001' };

  it('answers the personal data with the new address', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a change of the address to Jelgava')
      .withRequest('POST', PERSONAL_DATA, (request) => request.headers(PRIVATE_JSON).jsonBody(address))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          ...personalData(),
          address: string(address.address),
          city: string(address.city),
          postalCode: string(address.postalCode),
        }),
      )
      .executeTest((server) => adapterFor(server.url).updatePersonalData(address));

    expect(result).toMatchObject({ ok: true, value: address });
  });

  it('fails with error code 57 for an address of spaces', async () => {
    const blank = { ...address, address: ' ' };
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a change of the address to one of spaces only')
      .withRequest('POST', PERSONAL_DATA, (request) => request.headers(PRIVATE_JSON).jsonBody(blank))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(57, 'Address and city must not be blank')),
      )
      .executeTest((server) => adapterFor(server.url).updatePersonalData(blank));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 57, httpStatus: 400 } });
  });
});

describe('updateCustomer (POST customers/update, private)', () => {
  it('answers the customer after a change of the e-mail', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a change of the e-mail to a free one')
      .withRequest('POST', UPDATE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ email: 'pact.profile.new@example.lv' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          id: integer(1003),
          username: string('pact.profile'),
          firstName: string('Anna'),
          lastName: string('Bērziņa'),
          middleName: string('Gold'),
          lang: string('LV'),
          currency: string('EUR'),
          country: string('LV'),
          acceptTermsAndConditions: boolean(true),
          kycVerified: 'VERIFIED',
          kycNotVerifiedReason: null,
          accountLockStatus: 'ACTIVE',
          realityCheckInterval: integer(60),
        }),
      )
      .executeTest((server) =>
        adapterFor(server.url).updateCustomer({ email: 'pact.profile.new@example.lv' }),
      );

    expect(result).toMatchObject({ ok: true, value: { username: 'pact.profile', lang: 'lv' } });
  });

  it('fails with error code 13 for an e-mail another account has', async () => {
    const result = await createPact()
      .addInteraction()
      .given('another account has an e-mail and a mobile phone', OTHER)
      .uponReceiving('a change of the e-mail to one another account has')
      .withRequest('POST', UPDATE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ email: OTHER.email }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(13, 'An account with this email exists')),
      )
      .executeTest((server) => adapterFor(server.url).updateCustomer({ email: OTHER.email }));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 13, httpStatus: 400 } });
  });
});

describe('validateProfileFieldUnique (POST customers/update/field/validateUnique, private)', () => {
  it('answers unique for an e-mail no account has', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a uniqueness check of a free e-mail in the profile')
      .withRequest('POST', VALIDATE_UNIQUE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ field: 'email', value: 'pact.profile.free@example.lv' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ field: 'email', unique: true }),
      )
      .executeTest((server) =>
        adapterFor(server.url).validateUnique('email', 'pact.profile.free@example.lv'),
      );

    expect(result).toEqual({ ok: true, value: true });
  });

  it('answers not unique for a mobile phone another account has', async () => {
    const result = await createPact()
      .addInteraction()
      .given('another account has an e-mail and a mobile phone', OTHER)
      .uponReceiving('a uniqueness check of a mobile phone another account has')
      .withRequest('POST', VALIDATE_UNIQUE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ field: 'mobilePhone', value: OTHER.mobilePhone }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ field: 'mobilePhone', unique: false }),
      )
      .executeTest((server) => adapterFor(server.url).validateUnique('mobilePhone', OTHER.mobilePhone));

    expect(result).toEqual({ ok: true, value: false });
  });
});

describe('changePassword (POST customers/changePassword, private)', () => {
  const change = (oldPassword: string, newPassword: string, reNewPassword: string) => ({
    oldPassword,
    newPassword,
    reNewPassword,
  });

  it('changes the password', async () => {
    const body = change(PASSWORD, 'Ziema2027!', 'Ziema2027!');
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a password change with the current password and the new one twice')
      .withRequest('POST', CHANGE_PASSWORD, (request) => request.headers(PRIVATE_JSON).jsonBody(body))
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).changePassword(body));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 1 for a wrong current password', async () => {
    const body = change('Vasara2025!', 'Ziema2027!', 'Ziema2027!');
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', CHANGE_PASSWORD, (request) => request.headers(PRIVATE_JSON).jsonBody(body))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(1, 'The current password is wrong')),
      )
      .executeTest((server) => adapterFor(server.url).changePassword(body));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 1, httpStatus: 400 } });
  });

  it('fails with error code 19 when the new password is repeated differently', async () => {
    const body = change(PASSWORD, 'Ziema2027!', 'Ziema2028!');
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a password change whose repeated new password differs')
      .withRequest('POST', CHANGE_PASSWORD, (request) => request.headers(PRIVATE_JSON).jsonBody(body))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(19, 'The passwords do not match')),
      )
      .executeTest((server) => adapterFor(server.url).changePassword(body));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 19, httpStatus: 400 } });
  });
});

describe('sendMobilePhoneVerificationCode (POST customers/smsVerification/mobilePhone/profileUpdate, private)', () => {
  it('sends a code to a new mobile phone', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a request for an SMS code to a free mobile phone')
      .withRequest('POST', SEND_CODE, (request) => request.headers(PRIVATE_JSON).jsonBody(NEW_PHONE))
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).sendPhoneCode(NEW_PHONE));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 115 for a mobile phone another account has', async () => {
    const phone = { mobilePhone: OTHER.mobilePhone, mobilePhoneCode: '+371' };
    const result = await createPact()
      .addInteraction()
      .given('another account has an e-mail and a mobile phone', OTHER)
      .uponReceiving('a request for an SMS code to a mobile phone another account has')
      .withRequest('POST', SEND_CODE, (request) => request.headers(PRIVATE_JSON).jsonBody(phone))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(115, 'An account with this mobile phone exists')),
      )
      .executeTest((server) => adapterFor(server.url).sendPhoneCode(phone));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 115, httpStatus: 400 } });
  });
});

describe('confirmMobilePhoneManually (POST customers/smsVerification/mobilePhone/manually, private)', () => {
  const sent = { ...PLAYER, mobilePhone: NEW_PHONE.mobilePhone, code: '715204' };

  it('verifies the new mobile phone with the code sent', async () => {
    const confirmation = { mobilePhone: NEW_PHONE.mobilePhone, verificationCode: '715204' };
    const result = await createPact()
      .addInteraction()
      .given('a player was sent an SMS code for a new mobile phone', sent)
      .uponReceiving('a confirmation of a new mobile phone with the code sent')
      .withRequest('POST', CONFIRM_CODE, (request) => request.headers(PRIVATE_JSON).jsonBody(confirmation))
      .willRespondWith(204)
      .executeTest((server) => adapterFor(server.url).confirmPhoneCode(confirmation));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with error code 82 for a wrong code', async () => {
    const confirmation = { mobilePhone: NEW_PHONE.mobilePhone, verificationCode: '000000' };
    const result = await createPact()
      .addInteraction()
      .given('a player was sent an SMS code for a new mobile phone', sent)
      .uponReceiving('a confirmation of a new mobile phone with a wrong code')
      .withRequest('POST', CONFIRM_CODE, (request) => request.headers(PRIVATE_JSON).jsonBody(confirmation))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(82, 'The SMS code is invalid')),
      )
      .executeTest((server) => adapterFor(server.url).confirmPhoneCode(confirmation));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 82, httpStatus: 400 } });
  });
});

describe('getSecuritySettings and updateSecuritySettings (customers/securitySettings, private)', () => {
  it('answers the security settings', async () => {
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a request for the security settings')
      .withRequest('GET', SECURITY, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ twoFactorSmsEnabled: boolean(false), loginNotificationsEnabled: boolean(true) }),
      )
      .executeTest((server) => adapterFor(server.url).getSecuritySettings());

    expect(result).toEqual({
      ok: true,
      value: { twoFactorSmsEnabled: false, loginNotificationsEnabled: true },
    });
  });

  it('answers the settings after switching two-factor login on', async () => {
    const settings = { twoFactorSmsEnabled: true, loginNotificationsEnabled: true };
    const result = await createPact()
      .addInteraction()
      .given('a player with a profile is logged in', PLAYER)
      .uponReceiving('a change of the security settings turning two-factor login on')
      .withRequest('POST', SECURITY, (request) => request.headers(PRIVATE_JSON).jsonBody(settings))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(settings))
      .executeTest((server) => adapterFor(server.url).updateSecuritySettings(settings));

    expect(result).toEqual({ ok: true, value: settings });
  });
});

describe('getRegions and getTowns (GET regions, towns?region=, public)', () => {
  it('answers the regions', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the regions of the address form')
      .withRequest('GET', '/api/v1/customerfacing/regions', (request) => request.headers(CLIENT_HEADERS))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(eachLike({ code: string('RIGA'), name: string('Rīga') })),
      )
      .executeTest((server) => adapterFor(server.url, false).getRegions());

    expect(result).toEqual({ ok: true, value: [{ code: 'RIGA', name: 'Rīga' }] });
  });

  it('answers the towns of a region', async () => {
    const result = await createPact()
      .addInteraction()
      .uponReceiving('a request for the towns of Jelgavas novads')
      .withRequest('GET', '/api/v1/customerfacing/towns', (request) =>
        request.query({ region: 'JELGAVAS_NOVADS' }).headers(CLIENT_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody(
            eachLike({ code: string('OZOLNIEKI'), name: string('Ozolnieki'), region: 'JELGAVAS_NOVADS' }),
          ),
      )
      .executeTest((server) => adapterFor(server.url, false).getTowns('JELGAVAS_NOVADS'));

    expect(result).toEqual({
      ok: true,
      value: [{ code: 'OZOLNIEKI', name: 'Ozolnieki', region: 'JELGAVAS_NOVADS' }],
    });
  });
});
