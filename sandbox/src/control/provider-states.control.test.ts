import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

const endpoint = '/__sandbox/provider-states';

describe('the provider-state endpoint of Pact verification (POST /__sandbox/provider-states)', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    await sandbox.close();
  });

  it("answers a state's values, which work in the interaction that follows", async () => {
    const change = await api.post(endpoint, {
      state: 'player anna is logged in',
      params: {},
      action: 'setup',
    });
    const { accessToken } = change.body as { accessToken: string };
    expect((await api.get(paths.balances, accessToken)).status).toBe(200);
  });

  it('sets a state up when the verifier sends no action, and tears it down when asked', async () => {
    const state = 'player {username} with password {password} has just failed {failures} logins in a row';
    const params = { username: 'pact.throttled', password: 'Casino2026!', failures: '5' };
    await api.post(endpoint, { state, params });
    expect((await api.login('pact.throttled').catch((error: unknown) => error)) instanceof Error).toBe(true);
    await api.post(endpoint, { state, params, action: 'teardown' });
    expect((await api.login('pact.throttled')).accessToken).not.toBe('');
  });

  it('answers the empty state of an interaction without one with no values', async () => {
    const change = await api.post(endpoint, { state: '', params: {}, action: 'setup' });
    expect(change).toMatchObject({ status: 200, body: {} });
  });

  it('refuses an unknown state with 400 naming it', async () => {
    const change = await api.post(endpoint, { state: 'the moon is full', action: 'setup' });
    expect([change.status, errorOf(change).errorMessage]).toEqual([
      400,
      'Unknown provider state "the moon is full"',
    ]);
  });

  it('refuses a state whose parameters it cannot use with 400 and the reason', async () => {
    const change = await api.post(endpoint, {
      state: 'player {username} with password {password} is {lockStatus}',
    });
    expect(errorOf(change).errorMessage).toContain('needs the string parameter "username"');
  });

  it('lists the states it knows', async () => {
    const { states } = (await api.get(endpoint)).body as { states: string[] };
    expect(states).toContain('player anna is logged in');
  });
});
