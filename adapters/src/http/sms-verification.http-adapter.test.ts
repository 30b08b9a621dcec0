import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aSmsAccountActivationDto, aTokenPairDto } from '../testing/dto.builders.ts';
import { SmsVerificationHttpAdapter } from './sms-verification.http-adapter.ts';

const AUTHENTICATE = '/api/v1/customerfacing/customers/smsVerification/authenticate';
const ACTIVATE = '/api/v1/customerfacing/customers/smsVerification/account/activate';
const FORGOT_PASSWORD = '/api/v1/customerfacing/customers/smsVerification/forgotPassword';
const code = { username: 'liga.ozola', code: '305172' };

/** Signed in, so a bearer token on these public calls would show. */
const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: true });
  return { ...fixture, adapter: new SmsVerificationHttpAdapter(fixture.client) };
};

describe('SmsVerificationHttpAdapter', () => {
  it('logs in with the SMS code as the verificationCode', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto());

    await adapter.authenticate(code);

    expect(server.lastJsonBody(AUTHENTICATE)).toEqual({ username: 'liga.ozola', verificationCode: '305172' });
  });

  it('answers the tokens of an SMS login', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto({ accessToken: 'a-3', refreshToken: 'r-3' }));

    expect(await adapter.authenticate(code)).toEqual({
      ok: true,
      value: { accessToken: 'a-3', refreshToken: 'r-3' },
    });
  });

  it('logs in by SMS without a bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto());

    await adapter.authenticate(code);

    expect(server.lastRequest(AUTHENTICATE)?.headers.get('Authorization')).toBeNull();
  });

  it('fails an SMS login with a wrong code with errorCode 82', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 400, { errorCode: 82, errorMessage: 'The SMS code is invalid' });

    expect(await adapter.authenticate(code)).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 82, httpStatus: 400, errorMessage: 'The SMS code is invalid' },
    });
  });

  it('fails an SMS login whose tokens are empty', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto({ refreshToken: '' }));

    expect(await adapter.authenticate(code)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('activates with the SMS code as the verificationCode', async () => {
    const { server, adapter } = setUp();
    server.json('POST', ACTIVATE, 200, aSmsAccountActivationDto());

    await adapter.activateAccount(code);

    expect(server.lastJsonBody(ACTIVATE)).toEqual({ username: 'liga.ozola', verificationCode: '305172' });
  });

  it('answers the tokens and the login flag of an activation', async () => {
    const { server, adapter } = setUp();
    server.json('POST', ACTIVATE, 200, aSmsAccountActivationDto({ accessToken: 'a-4', refreshToken: 'r-4' }));

    expect(await adapter.activateAccount(code)).toEqual({
      ok: true,
      value: { tokens: { accessToken: 'a-4', refreshToken: 'r-4' }, loginFlag: 'true' },
    });
  });

  it('answers an activation without login as no tokens and the flag "false"', async () => {
    const { server, adapter } = setUp();
    server.json(
      'POST',
      ACTIVATE,
      200,
      aSmsAccountActivationDto({ autoLogin: 'false', accessToken: null, refreshToken: null }),
    );

    expect(await adapter.activateAccount(code)).toEqual({
      ok: true,
      value: { tokens: null, loginFlag: 'false' },
    });
  });

  it('fails an activation with a used code with errorCode 48', async () => {
    const { server, adapter } = setUp();
    server.json('POST', ACTIVATE, 400, { errorCode: 48, errorMessage: 'The SMS code has already been used' });

    expect(await adapter.activateAccount(code)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 48, httpStatus: 400 },
    });
  });

  it('fails an activation whose token is a number', async () => {
    const { server, adapter } = setUp();
    server.json('POST', ACTIVATE, 200, { ...aSmsAccountActivationDto(), accessToken: 42 });

    expect(await adapter.activateAccount(code)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('asks for a new password by SMS for the username', async () => {
    const { server, adapter } = setUp();
    server.on('POST', FORGOT_PASSWORD, () => new Response(null, { status: 204 }));

    await adapter.forgotPassword('+37126123456');

    expect(server.lastJsonBody(FORGOT_PASSWORD)).toEqual({ username: '+37126123456' });
  });

  it('succeeds when the new password is on its way (204)', async () => {
    const { server, adapter } = setUp();
    server.on('POST', FORGOT_PASSWORD, () => new Response(null, { status: 204 }));

    expect(await adapter.forgotPassword('anna')).toEqual({ ok: true, value: undefined });
  });

  it('fails a new password by SMS while SMS verification is off with errorCode 83', async () => {
    const { server, adapter } = setUp();
    server.json('POST', FORGOT_PASSWORD, 400, {
      errorCode: 83,
      errorMessage: 'SMS verification is disabled',
    });

    expect(await adapter.forgotPassword('anna')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 83, httpStatus: 400 },
    });
  });
});
