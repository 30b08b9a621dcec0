import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { findPlayerByUsername } from '../state.ts';
import type { ApiClient } from '../testing/sandbox-harness.ts';
import { accountContextOf } from './account-context.ts';
import { accountPaths, startAccountSandbox } from './account.test-kit.ts';
import { activationKeyTtlMs } from './one-time-key.store.ts';

describe('accountContextOf', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  beforeEach(async () => {
    ({ sandbox, api } = await startAccountSandbox());
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('reaches the stores the handlers use: a key issued through it activates the account', async () => {
    const janis = findPlayerByUsername(sandbox.state, 'janis');
    if (janis === undefined) throw new Error('the seed has no player janis');
    janis.accountLockStatus = 'INACTIVE';
    accountContextOf(sandbox.state).keys.issue(
      janis.id,
      'activation',
      activationKeyTtlMs,
      'c7e1f0a2b9d84e5f',
    );

    const response = await api.post(accountPaths.activate('janis', 'c7e1f0a2b9d84e5f'), undefined);

    expect(response.status).toBe(200);
  });

  it('reaches the SMS codes the handlers check: a planted login code logs in', async () => {
    const anna = findPlayerByUsername(sandbox.state, 'anna');
    if (anna === undefined) throw new Error('the seed has no player anna');
    accountContextOf(sandbox.state).sms.plant(anna.id, 'login', '+37126123456', '482913');

    const response = await api.post(accountPaths.smsAuthenticate, {
      username: 'anna',
      verificationCode: '482913',
    });

    expect(response.status).toBe(200);
  });
});
