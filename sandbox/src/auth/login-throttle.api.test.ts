import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountPaths } from '../account/account.test-kit.ts';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

describe('per-account throttling of password logins (login 429, LoginThrottled)', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  const clock = { now: Date.parse('2026-11-29T10:00:00Z') };
  const wrong = (username = 'anna') =>
    api.post(paths.login, { username, password: 'wrong', rememberme: false });
  const failFiveTimes = async (username = 'anna'): Promise<void> => {
    for (let i = 0; i < 5; i++) expect((await wrong(username)).status).toBe(400);
  };

  beforeEach(async () => {
    clock.now = Date.parse('2026-11-29T10:00:00Z');
    sandbox = await startTestSandbox({ now: () => clock.now });
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('answers 429 with Retry-After 30 and errorCode -1 after 5 consecutive failures', async () => {
    await failFiveTimes();
    const throttled = await wrong();
    expect([throttled.status, throttled.headers.get('retry-after'), errorOf(throttled).errorCode]).toEqual([
      429,
      '30',
      -1,
    ]);
  });

  it('gives the right password no tokens while the wait runs', async () => {
    await failFiveTimes();
    const right = await api.post(paths.login, {
      username: 'anna',
      password: 'Casino2026!',
      rememberme: false,
    });
    expect(right.status).toBe(429);
  });

  it('lets the owner log in once the wait has passed', async () => {
    await failFiveTimes();
    clock.now += 30_000;
    expect((await api.login('anna')).accessToken).not.toBe('');
  });

  it('throttles the username only: another player logs in', async () => {
    await failFiveTimes('anna');
    expect((await api.login('janis')).accessToken).not.toBe('');
  });

  it('leaves Smart-ID usable: a throttle, not a lock', async () => {
    await failFiveTimes('anna');
    await api.post(accountPaths.smartIdGenerate('150885-10234'), undefined);
    clock.now += 3000;
    const tokens = await api.post(accountPaths.smartIdAuthenticate('150885-10234'), undefined);
    expect(tokens.status).toBe(200);
  });

  it('answers an unknown username exactly as a known one', async () => {
    await failFiveTimes('no-such-player');
    const throttled = await wrong('no-such-player');
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '30']);
  });

  it('doubles the wait when the first try after it fails', async () => {
    await failFiveTimes();
    clock.now += 30_000;
    expect((await wrong()).status).toBe(400);
    expect((await wrong()).headers.get('retry-after')).toBe('60');
  });

  it('starts afresh after a successful login', async () => {
    for (let i = 0; i < 4; i++) await wrong();
    await api.login('anna');
    for (let i = 0; i < 4; i++) await wrong();
    expect((await api.login('anna')).accessToken).not.toBe('');
  });

  it('is changed, switched off and reset through the control API', async () => {
    const put = await fetch(`${sandbox.url}/__sandbox/login-throttle`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ freeFailures: 0 }),
    });
    expect(await put.json()).toEqual({ freeFailures: 0, firstWaitMs: 30_000, maxWaitMs: 900_000 });
    for (let i = 0; i < 8; i++) await wrong();
    expect((await api.login('anna')).accessToken).not.toBe('');
  });

  it('forgets every counted failure on DELETE', async () => {
    await failFiveTimes();
    await fetch(`${sandbox.url}/__sandbox/login-throttle`, { method: 'DELETE' });
    expect((await api.login('anna')).accessToken).not.toBe('');
  });
});
