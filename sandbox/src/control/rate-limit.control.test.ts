import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths, registrationOf } from '../account/account.test-kit.ts';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

describe('rate limit of login, registration, SMS and Smart-ID (429 with Retry-After)', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
  const badLogin = { username: 'anna', password: 'wrong', rememberme: false };

  beforeEach(async () => {
    clock.now = Date.parse('2026-11-21T10:00:00Z');
    sandbox = await startTestSandbox({ now: () => clock.now, rateLimit: { max: 2, windowMs: 60_000 } });
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('answers 429 with Retry-After and errorCode -1 beyond the limit, until the window has passed', async () => {
    expect((await api.post(paths.login, badLogin)).status).toBe(400);
    expect((await api.post(paths.login, badLogin)).status).toBe(400);
    const limited = await api.post(paths.login, badLogin);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(errorOf(limited).errorCode).toBe(-1);
    clock.now += 20_000;
    expect((await api.post(paths.login, badLogin)).headers.get('retry-after')).toBe('40');
    clock.now += 40_001;
    expect((await api.login('anna')).accessToken).not.toBe('');
  });

  it('counts malformed calls too, and leaves operations without a 429 in the contract alone', async () => {
    await api.post(paths.login, { username: 42 });
    await api.post(paths.login, { username: 42 });
    expect((await api.post(paths.login, { username: 42 })).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await api.get(paths.generalConfig)).status).toBe(200);
    expect((await api.post(accountPaths.smsAuthenticate, {})).status).toBe(400);
  });

  it('answers the registration calls with errorCode 54', async () => {
    await api.post(accountPaths.register, registrationOf({ username: 'a' }));
    await api.post(accountPaths.register, registrationOf({ username: 'a' }));
    const limited = await api.post(accountPaths.register, registrationOf());
    expect(limited.status).toBe(429);
    expect(errorOf(limited).errorCode).toBe(54);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits the Smart-ID calls per operation', async () => {
    const code = '120490-12345';
    for (let i = 0; i < 2; i++) await api.post(accountPaths.smartIdAuthenticate(code), undefined);
    expect((await api.post(accountPaths.smartIdAuthenticate(code), undefined)).status).toBe(429);
    expect((await api.post(accountPaths.smartIdVerify(code), undefined)).status).not.toBe(429);
  });

  it('is read, changed, switched off and reset through the control API', async () => {
    const read = await api.get('/__sandbox/rate-limit');
    expect(read.body).toMatchObject({ max: 2, windowMs: 60_000 });
    expect((read.body as { operations: string[] }).operations).toEqual(
      expect.arrayContaining(['login', 'registerCustomer', 'authenticateBySms', 'authenticateWithSmartId']),
    );
    expect((read.body as { operations: string[] }).operations).not.toContain('searchGames');

    await api.post(paths.login, badLogin);
    await api.post(paths.login, badLogin);
    expect((await api.request('DELETE', '/__sandbox/rate-limit', undefined, undefined, {})).status).toBe(204);
    expect((await api.post(paths.login, badLogin)).status).toBe(400);

    const off = await api.request('PUT', '/__sandbox/rate-limit', { max: 0 }, undefined, {});
    expect(off.body).toMatchObject({ max: 0, windowMs: 60_000 });
    // Other usernames each time: the per-account throttle (login-throttle.ts) would refuse a 6th failure.
    for (let i = 0; i < 5; i++) {
      expect((await api.post(paths.login, { ...badLogin, username: `player-${i}` })).status).toBe(400);
    }

    for (const bad of [{}, { max: -1 }, { windowMs: 10 }, { max: 'many' }, { other: 1 }, null]) {
      const refused = await api.request('PUT', '/__sandbox/rate-limit', bad, undefined, {});
      expect(refused.status).toBe(400);
      expect(errorOf(refused).errorCode).toBe(-1);
    }
    expect((await api.get('/__sandbox/rate-limit')).body).toMatchObject({ max: 0, windowMs: 60_000 });
  });
});
