import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import type { ApiClient } from '../testing/sandbox-harness.ts';
import { resetKeyTtlMs } from './one-time-key.store.ts';
import { accountPaths, codeOf, seen, startAccountSandbox } from './account.test-kit.ts';

describe('password reset tells nobody which accounts exist', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let clock: { now: number };

  beforeEach(async () => {
    ({ sandbox, api, clock } = await startAccountSandbox());
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const reset = (username: string, key: string | undefined, password = 'Ziema2027!') =>
    api.post(accountPaths.resetPassword, { username, key, password, rePassword: password });

  const mailedKey = async (username: string): Promise<string | undefined> => {
    await api.post(accountPaths.forgotPassword(username), undefined);
    return sandbox.state.outbox.latest(username, 'reset')?.code;
  };

  it('answers an unknown user exactly as a wrong key of a known one (400, code 8)', async () => {
    const wrongKey = seen(await reset('anna', '0000000000000000'));
    expect(wrongKey).toMatchObject({ status: 400, body: { errorCode: 8 } });
    expect(seen(await reset('nobody', '0000000000000000'))).toEqual(wrongKey);
  });

  it('answers an unknown user with a password the rules refuse as a wrong key too, never 500', async () => {
    const wrongKey = seen(await reset('anna', '0000000000000000', 'x'));
    expect(wrongKey).toMatchObject({ status: 400, body: { errorCode: 8 } });
    expect(seen(await reset('nobody', '0000000000000000', 'x'))).toEqual(wrongKey);
  });

  it('answers a used key exactly as a wrong key', async () => {
    const key = await mailedKey('anna');
    expect((await reset('anna', key)).status).toBe(204);
    const wrongKey = seen(await reset('anna', '0000000000000000'));
    expect(seen(await reset('anna', key, 'Pavasaris2028!'))).toEqual(wrongKey);
  });

  it("answers another account's key exactly as a wrong key", async () => {
    const key = await mailedKey('anna');
    const wrongKey = seen(await reset('janis', '0000000000000000'));
    expect(seen(await reset('janis', key))).toEqual(wrongKey);
  });

  it("answers 5 to the account's own key once it has expired", async () => {
    const key = await mailedKey('anna');
    clock.now += resetKeyTtlMs + 1;
    expect(codeOf(await reset('anna', key))).toBe(5);
  });

  it('answers -1 naming the rule to a valid key with a password the rules refuse, and keeps the key', async () => {
    const key = await mailedKey('anna');
    const weak = await reset('anna', key, 'x');
    expect(weak.status).toBe(400);
    expect(codeOf(weak)).toBe(-1);
    expect((weak.body as { errorMessage: string }).errorMessage).toMatch(/password/i);
    expect((await reset('anna', key)).status).toBe(204);
  });
});

describe('forgot password answers an unknown login as a known one', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    ({ sandbox, api } = await startAccountSandbox());
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('answers a reset mail for an unknown login exactly as for a known one, and mails nobody', async () => {
    const known = seen(await api.post(accountPaths.forgotPassword('anna'), undefined));
    sandbox.state.outbox.clear();
    expect(seen(await api.post(accountPaths.forgotPassword('nobody'), undefined))).toEqual(known);
    expect(sandbox.state.outbox.list()).toEqual([]);
  });

  it('answers a known login within the SMS pause window as an unknown one, and sends no second SMS', async () => {
    sandbox.state.generalConfig.forgotPasswordSmsVerificationEnabled = true;
    const unknown = seen(await api.post(accountPaths.smsForgotPassword, { username: 'nobody' }));
    await api.post(accountPaths.smsForgotPassword, { username: 'anna' });
    const again = seen(await api.post(accountPaths.smsForgotPassword, { username: 'anna' }));
    expect(again).toEqual(unknown);
    expect(sandbox.state.outbox.list().filter((message) => message.kind === 'sms')).toHaveLength(1);
  });
});
