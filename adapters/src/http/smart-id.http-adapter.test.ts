import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aSmartIdVerificationCodeDto, aTokenPairDto } from '../testing/dto.builders.ts';
import { SmartIdHttpAdapter } from './smart-id.http-adapter.ts';

const GENERATE = '/api/v1/customerfacing/smartId/generateVerificationCode/150885-10234';
const AUTHENTICATE = '/api/v1/customerfacing/smartId/authenticate/150885-10234';

/** Signed in, so a bearer token on these public calls would show. */
const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: true });
  return { ...fixture, adapter: new SmartIdHttpAdapter(fixture.client) };
};

describe('SmartIdHttpAdapter', () => {
  it('answers the verification code of a started Smart-ID login', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 200, aSmartIdVerificationCodeDto({ verificationCode: '0917' }));

    expect(await adapter.generateVerificationCode('150885-10234')).toEqual({
      ok: true,
      value: { verificationCode: '0917' },
    });
  });

  it('starts a Smart-ID login without a bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 200, aSmartIdVerificationCodeDto());

    await adapter.generateVerificationCode('150885-10234');

    expect(server.lastRequest(GENERATE)?.headers.get('Authorization')).toBeNull();
  });

  it('fails to start a Smart-ID login of a personal code without an account with errorCode 77', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 400, { errorCode: 77, errorMessage: 'No account' });

    expect(await adapter.generateVerificationCode('150885-10234')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 77, httpStatus: 400 },
    });
  });

  it('fails to start a Smart-ID login whose code is not four digits', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 200, aSmartIdVerificationCodeDto({ verificationCode: '' }));

    expect(await adapter.generateVerificationCode('150885-10234')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });

  it('answers the tokens once the player confirmed', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto({ accessToken: 'a-9', refreshToken: 'r-9' }));

    expect(await adapter.authenticate('150885-10234')).toEqual({
      ok: true,
      value: { status: 'authenticated', tokens: { accessToken: 'a-9', refreshToken: 'r-9' } },
    });
  });

  it('authenticates without a bearer token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, aTokenPairDto());

    await adapter.authenticate('150885-10234');

    expect(server.lastRequest(AUTHENTICATE)?.headers.get('Authorization')).toBeNull();
  });

  it('answers pending while the player has not confirmed (errorCode 76)', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 400, { errorCode: 76, errorMessage: 'Smart-ID: no confirmation yet' });

    expect(await adapter.authenticate('150885-10234')).toEqual({ ok: true, value: { status: 'pending' } });
  });

  it('fails an authentication without a started Smart-ID login with errorCode 77', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 400, { errorCode: 77, errorMessage: 'No Smart-ID session' });

    expect(await adapter.authenticate('150885-10234')).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 77, httpStatus: 400, errorMessage: 'No Smart-ID session' },
    });
  });

  it('fails an authentication of a frozen account with errorCode 69', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 400, { errorCode: 69, errorMessage: 'Frozen' });

    expect(await adapter.authenticate('150885-10234')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 69, httpStatus: 400 },
    });
  });

  it('fails an authentication whose tokens are missing', async () => {
    const { server, adapter } = setUp();
    server.json('POST', AUTHENTICATE, 200, { accessToken: 'a-9' });

    expect(await adapter.authenticate('150885-10234')).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1, httpStatus: 200 },
    });
  });
});
