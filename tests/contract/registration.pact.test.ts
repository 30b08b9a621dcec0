import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { RegistrationHttpAdapter } from '@lv-casino/adapters/http/registration.http-adapter.ts';
import { aRegistrationPayload } from '@lv-casino/adapters/testing/registration-payload.builder.ts';
import { pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { regex, string } = MatchersV3;

const REGISTER = '/api/v1/customerfacing/customers/register';
const INSTANTOR = '/api/v1/customerfacing/customers/register/instantor/register';
const VALIDATE_UNIQUE = '/api/v1/customerfacing/customers/register/field/validateUnique';
const JSON_REQUEST = { ...CLIENT_HEADERS, 'Content-Type': 'application/json' };

/** The details of the contract's registration example (Līga Ozola), which no account may use yet. */
const newRegistration = {
  username: 'liga.ozola',
  email: 'liga.ozola@example.lv',
  mobilePhone: '+37127111222',
  personalNumber: '120490-12343',
};

/** Another new player, so the SMS pause window of the first registration's phone does not apply. */
const instantorRegistration = {
  username: 'maris.liepa',
  email: 'maris.liepa@example.lv',
  mobilePhone: '+37127333444',
  personalNumber: '320515-48213',
};
const instantorPayload = aRegistrationPayload(instantorRegistration);

const adapterFor = (baseUrl: string) => new RegistrationHttpAdapter(pactClient(baseUrl));

describe('register (POST customers/register?captchaVerified=true)', () => {
  it('answers the token of the new account', async () => {
    const result = await createPact()
      .addInteraction()
      .given('no account uses the details of a new registration', newRegistration)
      .uponReceiving('a registration of a new player')
      .withRequest('POST', REGISTER, (request) =>
        request.query({ captchaVerified: 'true' }).headers(JSON_REQUEST).jsonBody(aRegistrationPayload()),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          token: regex('^[^;]+;[^;]+$', 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).register(aRegistrationPayload()));

    expect(result).toEqual({ ok: true, value: 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63' });
  });

  it('fails with error code 14 when the username is taken', async () => {
    const payload = aRegistrationPayload({ username: 'anna' });
    const result = await createPact()
      .addInteraction()
      .given('player anna is active')
      .uponReceiving('a registration with the username of another account')
      .withRequest('POST', REGISTER, (request) =>
        request.query({ captchaVerified: 'true' }).headers(JSON_REQUEST).jsonBody(payload),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ errorCode: 14, errorMessage: string('The username is taken') }),
      )
      .executeTest((server) => adapterFor(server.url).register(payload));

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 14, httpStatus: 400 } });
  });

  it('fails with error code 57 naming the field it refused, a personal code with a wrong check digit', async () => {
    const payload = aRegistrationPayload({ personalNumber: '120490-12344' });
    const result = await createPact()
      .addInteraction()
      .given('no account uses the details of a new registration', newRegistration)
      .uponReceiving('a registration whose personal code has a wrong check digit')
      .withRequest('POST', REGISTER, (request) =>
        request.query({ captchaVerified: 'true' }).headers(JSON_REQUEST).jsonBody(payload),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          errorCode: 57,
          errorMessage: string('The personal code is not a valid Latvian code'),
          field: 'personalNumber',
        }),
      )
      .executeTest((server) => adapterFor(server.url).register(payload));

    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 57, httpStatus: 400, field: 'personalNumber' },
    });
  });
});

describe('registerWithInstantor (POST customers/register/instantor/register)', () => {
  it('answers the token of the new account, like register', async () => {
    const result = await createPact()
      .addInteraction()
      .given(
        'Instantor registration is on and no account uses the details of a new registration',
        instantorRegistration,
      )
      .uponReceiving('a registration of a new player through the Instantor flow')
      .withRequest('POST', INSTANTOR, (request) => request.headers(JSON_REQUEST).jsonBody(instantorPayload))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          token: regex('^[^;]+;[^;]+$', 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63'),
        }),
      )
      .executeTest((server) => adapterFor(server.url).registerWithInstantor(instantorPayload));

    expect(result).toEqual({ ok: true, value: 'at.1003.9e1d4b2a7c6f4e80;rt.1003.2f7a0c9b5d1e4a63' });
  });
});

describe('validateUnique (POST customers/register/field/validateUnique)', () => {
  it('answers true for a username no account uses', async () => {
    const result = await createPact()
      .addInteraction()
      .given('no account uses the details of a new registration', newRegistration)
      .uponReceiving('a uniqueness check of a free username')
      .withRequest('POST', VALIDATE_UNIQUE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ field: 'username', value: 'liga.ozola' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ field: 'username', unique: true }),
      )
      .executeTest((server) => adapterFor(server.url).validateUnique('username', 'liga.ozola'));

    expect(result).toEqual({ ok: true, value: true });
  });

  it('answers false for the e-mail of another account', async () => {
    const result = await createPact()
      .addInteraction()
      .given('player anna is active')
      .uponReceiving('a uniqueness check of a used e-mail')
      .withRequest('POST', VALIDATE_UNIQUE, (request) =>
        request.headers(JSON_REQUEST).jsonBody({ field: 'email', value: 'anna.berzina@example.lv' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ field: 'email', unique: false }),
      )
      .executeTest((server) => adapterFor(server.url).validateUnique('email', 'anna.berzina@example.lv'));

    expect(result).toEqual({ ok: true, value: false });
  });
});
