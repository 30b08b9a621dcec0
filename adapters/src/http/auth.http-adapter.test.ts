import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { AuthHttpAdapter } from './auth.http-adapter.ts';

const LOGIN = '/api/v2/customerfacing/login';
const LOGOUT = '/api/v2/customerfacing/logout';
const credentials = { username: 'anna', password: 'Casino2026!', rememberMe: true, credentialCheck: false };

const setUp = (signedIn = false) => {
  const fixture = customerFacingFixture({ signedIn });
  return { ...fixture, adapter: new AuthHttpAdapter(fixture.client) };
};

describe('AuthHttpAdapter', () => {
  it('returns the token pair of a successful login', async () => {
    const { server, adapter } = setUp();
    server.json('POST', LOGIN, 200, { accessToken: 'a-2', refreshToken: 'r-2' });

    expect(await adapter.login(credentials)).toEqual({
      ok: true,
      value: { accessToken: 'a-2', refreshToken: 'r-2' },
    });
  });

  it('sends the credentials as a LoginRequest', async () => {
    const { server, adapter } = setUp();
    server.json('POST', LOGIN, 200, { accessToken: 'a-2', refreshToken: 'r-2' });

    await adapter.login(credentials);

    expect(server.lastJsonBody(LOGIN)).toEqual({
      username: 'anna',
      password: 'Casino2026!',
      rememberme: true,
      credentialCheck: false,
    });
  });

  it('fails a login with bad credentials with errorCode 1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', LOGIN, 400, { errorCode: 1, errorMessage: 'Bad credentials' });

    expect(await adapter.login(credentials)).toEqual({
      ok: false,
      error: { kind: 'api', errorCode: 1, httpStatus: 400, errorMessage: 'Bad credentials' },
    });
  });

  it('fails a login whose response holds an empty token', async () => {
    const { server, adapter } = setUp();
    server.json('POST', LOGIN, 200, { accessToken: '', refreshToken: 'r-2' });

    expect(await adapter.login(credentials)).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: -1 },
    });
  });

  it('logs out on a 204', async () => {
    const { server, adapter } = setUp(true);
    server.on('POST', LOGOUT, () => new Response(null, { status: 204 }));

    expect(await adapter.logout()).toEqual({ ok: true, value: undefined });
  });

  it('logs out with the bearer token of the session', async () => {
    const { server, adapter } = setUp(true);
    server.on('POST', LOGOUT, () => new Response(null, { status: 204 }));

    await adapter.logout();

    expect(server.lastRequest(LOGOUT)?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('fails a logout when the network is down', async () => {
    const { server, adapter } = setUp(true);
    server.networkError('POST', LOGOUT, 'Network Error');

    expect(await adapter.logout()).toEqual({
      ok: false,
      error: { kind: 'transport', message: 'Network Error' },
    });
  });
});
