import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aFieldUniquenessDto, aRegistrationResponseDto } from '../testing/dto.builders.ts';
import { aRegistrationPayload } from '../testing/registration-payload.builder.ts';
import { RegistrationHttpAdapter } from './registration.http-adapter.ts';

const REGISTER = '/api/v1/customerfacing/customers/register';
const INSTANTOR = '/api/v1/customerfacing/customers/register/instantor/register';
const VALIDATE_UNIQUE = '/api/v1/customerfacing/customers/register/field/validateUnique';

/** Signed in, so a bearer token on these public calls would show. */
const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: true });
  return { ...fixture, adapter: new RegistrationHttpAdapter(fixture.client) };
};

describe('RegistrationHttpAdapter', () => {
  it('registers with the payload as the body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 200, aRegistrationResponseDto());

    await adapter.register(aRegistrationPayload());

    expect(server.lastJsonBody(REGISTER)).toEqual(aRegistrationPayload());
  });

  it('registers with the captcha marked solved', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 200, aRegistrationResponseDto());

    await adapter.register(aRegistrationPayload());

    expect(server.lastRequest(REGISTER)?.url.search).toBe('?captchaVerified=true');
  });

  it('registers without a bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 200, aRegistrationResponseDto());

    await adapter.register(aRegistrationPayload());

    expect(server.lastRequest(REGISTER)?.headers.get('Authorization')).toBeNull();
  });

  it('answers the register token whole', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 200, aRegistrationResponseDto({ token: 'at.1;rt.1' }));

    expect(await adapter.register(aRegistrationPayload())).toEqual({ ok: true, value: 'at.1;rt.1' });
  });

  it('fails a registration with a taken username with errorCode 14', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 400, { errorCode: 14, errorMessage: 'The username is taken' });

    expect(await adapter.register(aRegistrationPayload({ username: 'anna' }))).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 14, httpStatus: 400, errorMessage: 'The username is taken' },
    });
  });

  it('fails a registration whose token is not an access and a refresh token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', REGISTER, 200, aRegistrationResponseDto({ token: 'at.1' }));

    expect(await adapter.register(aRegistrationPayload())).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('registers through the Instantor flow with the same payload', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INSTANTOR, 200, aRegistrationResponseDto());

    await adapter.registerWithInstantor(aRegistrationPayload());

    expect(server.lastJsonBody(INSTANTOR)).toEqual(aRegistrationPayload());
  });

  it('answers the token of an Instantor registration', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INSTANTOR, 200, aRegistrationResponseDto({ token: 'at.2;rt.2' }));

    expect(await adapter.registerWithInstantor(aRegistrationPayload())).toEqual({
      ok: true,
      value: 'at.2;rt.2',
    });
  });

  it('asks whether a value of a field is unique', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, aFieldUniquenessDto({ field: 'mobilePhone' }));

    await adapter.validateUnique('mobilePhone', '+37127111222');

    expect(server.lastJsonBody(VALIDATE_UNIQUE)).toEqual({ field: 'mobilePhone', value: '+37127111222' });
  });

  it('answers true for a free value', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, aFieldUniquenessDto({ unique: true }));

    expect(await adapter.validateUnique('username', 'liga.ozola')).toEqual({ ok: true, value: true });
  });

  it('answers false for a value another account uses', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, aFieldUniquenessDto({ unique: false }));

    expect(await adapter.validateUnique('username', 'anna')).toEqual({ ok: true, value: false });
  });

  it('fails a uniqueness check with the errorCode of a server fault', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 500, { errorCode: 41, errorMessage: 'General server error' });

    expect(await adapter.validateUnique('email', 'liga.ozola@example.lv')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 41, httpStatus: 500 },
    });
  });

  it('fails a uniqueness check whose answer has no verdict', async () => {
    const { server, adapter } = setUp();
    server.json('POST', VALIDATE_UNIQUE, 200, { field: 'username' });

    expect(await adapter.validateUnique('username', 'liga.ozola')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });
});
