import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import type { ApiClient } from '../testing/sandbox-harness.ts';
import { accountPaths, seen, startAccountSandbox } from './account.test-kit.ts';

describe('reset mails and SMS: 3 per login in 10 minutes, known or not (429 with Retry-After)', () => {
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

  const askMail = async (login: string) =>
    seen(await api.post(accountPaths.forgotPassword(login), undefined));
  const askTimes = async (login: string, times: number) => {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await askMail(login));
    return answers;
  };

  it('answers the 4th request for a login within 10 minutes with 429 and Retry-After 600', async () => {
    const answers = await askTimes('anna', 4);
    expect(answers.map((a) => [a.status, a.retryAfter])).toEqual([
      [204, null],
      [204, null],
      [204, null],
      [429, '600'],
    ]);
  });

  it('sends the account no more than 3 mails however often it is asked', async () => {
    await askTimes('anna', 10);
    expect(sandbox.state.outbox.list({ username: 'anna', kind: 'reset' })).toHaveLength(3);
  });

  it('answers an unknown login exactly as a known one', async () => {
    const known = await askTimes('anna', 4);
    expect(await askTimes('nobody-at-all', 4)).toEqual(known);
  });

  it('counts the SMS variant with the mails', async () => {
    sandbox.state.generalConfig.forgotPasswordSmsVerificationEnabled = true;
    await askTimes('anna', 3);
    const sms = await api.post(accountPaths.smsForgotPassword, { username: 'anna' });
    expect(sms.status).toBe(429);
  });

  it('takes requests again once the window has passed', async () => {
    await askTimes('anna', 3);
    clock.now += 10 * 60_000 + 1;
    expect((await askMail('anna')).status).toBe(204);
  });
});
