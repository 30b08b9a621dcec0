import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from './server.ts';
import { ApiClient, paths, startTestSandbox } from './testing/sandbox-harness.ts';

describe('sandbox sessions over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('logs a demo player in and serves their customer record and balances', async () => {
    const { accessToken } = await api.login('anna');
    const customer = await api.get(paths.currentCustomer, accessToken);
    expect(customer.body).toMatchObject({
      id: 1001,
      firstName: 'Anna',
      lastName: 'Bērziņa',
      kycVerified: 'VERIFIED',
    });
    const balances = await api.get(`${paths.balances}?timestamp=1774458000000`, accessToken);
    expect(balances.body).toEqual({
      cashBalance: 125050,
      bonusBalance: 2000,
      totalBalance: 127050,
      currency: 'EUR',
    });
  });

  it('refuses the login of a self-excluded player with errorCode 39', async () => {
    const { accessToken } = await api.login('anna');
    const excluded = await api.post(
      '/api/v1/customerfacing/customers/responsibleGaming/selfExclusion',
      { permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' },
      accessToken,
    );
    expect(excluded.status).toBe(200);

    const response = await api.post(paths.login, {
      username: 'anna',
      password: 'Casino2026!',
      rememberme: false,
    });
    expect([response.status, (response.body as { errorCode: number }).errorCode]).toEqual([400, 39]);
  });

  it('answers bad credentials with 400 and errorCode 1', async () => {
    const response = await api.post(paths.login, { username: 'anna', password: 'wrong', rememberme: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 1 });
  });

  it.each([
    ['FROZEN', 69],
    ['COOLING_OFF', 66],
    ['INACTIVE', 2],
    ['CLOSED', 2],
    ['SUSPENDED_BY_RISK', 2],
  ])('refuses the login of a %s account with errorCode %i', async (status, errorCode) => {
    const janis = sandbox.state.players.find((p) => p.username === 'janis');
    if (janis) janis.accountLockStatus = status;
    const response = await api.post(paths.login, {
      username: 'janis',
      password: 'Casino2026!',
      rememberme: false,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode });
  });

  it('answers a private call without a token with 401, errorCode 3 "Unauthorized"', async () => {
    const response = await api.get(paths.currentCustomer);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ errorCode: 3, errorMessage: 'Unauthorized' });
  });

  it('answers an unknown token with 401 and errorCode 97', async () => {
    const response = await api.get(paths.customerConfig, 'not-a-token');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: 97 });
  });

  it('answers an expired token with 96; the refreshed token then works', async () => {
    const tokens = await api.login('anna');
    const expired = await api.post('/__sandbox/tokens/expire', { username: 'anna' });
    expect(expired.body).toEqual({ sessions: 1 });

    const rejected = await api.get(paths.currentCustomer, tokens.accessToken);
    expect(rejected.status).toBe(401);
    expect(rejected.body).toMatchObject({ errorCode: 96 });

    const refreshed = await api.post(paths.refresh, { refreshToken: tokens.refreshToken });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body as { accessToken: string };
    expect((await api.get(paths.currentCustomer, next.accessToken)).body).toMatchObject({ username: 'anna' });
  });

  it('answers a refresh with an unknown or already used refresh token with 401 and errorCode 98', async () => {
    const tokens = await api.login('anna');
    expect((await api.post(paths.refresh, { refreshToken: tokens.refreshToken })).status).toBe(200);
    const reused = await api.post(paths.refresh, { refreshToken: tokens.refreshToken });
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ errorCode: 98 });
    expect((await api.post(paths.refresh, { refreshToken: 'made-up' })).body).toMatchObject({
      errorCode: 98,
    });
  });

  it('expires access tokens after the configured lifetime', async () => {
    await sandbox.close();
    let now = 1_000_000;
    sandbox = await startTestSandbox({ accessTokenTtlMs: 1000, now: () => now });
    api = new ApiClient(sandbox.url);
    const { accessToken } = await api.login('janis');
    now += 1000;
    expect((await api.get(paths.balances, accessToken)).body).toMatchObject({ errorCode: 96 });
  });

  it('ends the session on logout', async () => {
    const tokens = await api.login('anna');
    const logout = await api.post(paths.logout, undefined, tokens.accessToken);
    expect(logout.status).toBe(204);
    expect(logout.body).toBeUndefined();
    expect((await api.get(paths.currentCustomer, tokens.accessToken)).body).toMatchObject({ errorCode: 97 });
    expect((await api.post(paths.refresh, { refreshToken: tokens.refreshToken })).body).toMatchObject({
      errorCode: 98,
    });
  });

  it('serves the customer config to a logged-in player only', async () => {
    const { accessToken } = await api.login('janis');
    expect((await api.get(paths.customerConfig, accessToken)).body).toMatchObject({
      realityCheckEnabled: true,
    });
    expect((await api.get(paths.customerConfig)).status).toBe(401);
  });
});
