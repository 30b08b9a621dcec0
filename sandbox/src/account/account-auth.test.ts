import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenPair } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { paths, type ApiClient } from '../testing/sandbox-harness.ts';
import { accountPaths, codeOf, registrationOf, startAccountSandbox } from './account.test-kit.ts';

const PASSWORD_LOGIN = { username: 'anna', password: 'Casino2026!', rememberme: false };

describe('customer state, SMS, Facebook and Smart-ID logins', () => {
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

  /**
   * anna with two-factor login by SMS, after a password login sent her a login code: her first
   * session's access token, the code, and a code that is not it.
   */
  const annaWithLoginCode = async () => {
    const { accessToken } = await api.login('anna');
    await api.post(
      accountPaths.securitySettings,
      { twoFactorSmsEnabled: true, loginNotificationsEnabled: false },
      accessToken,
    );
    await api.post(paths.login, PASSWORD_LOGIN);
    const code = sandbox.state.outbox.latest('anna', 'sms')?.code ?? '';
    return { accessToken, code, wrong: code === '000000' ? '000001' : '000000' };
  };

  it('tells the state of the logged-in customer', async () => {
    const { accessToken } = await api.login('janis');
    const response = await api.get(accountPaths.customerState, accessToken);
    expect(response.body).toEqual({
      isLoggedIn: true,
      accountLockStatus: 'ACTIVE',
      kycVerified: 'NOT_VERIFIED',
      acceptTermsAndConditions: true,
    });
  });

  it('sends no login code without the password: an SMS authentication with no code sent answers 82', async () => {
    const first = await api.post(accountPaths.smsAuthenticate, {
      username: 'anna',
      verificationCode: '000000',
    });
    expect([codeOf(first), sandbox.state.outbox.latest('anna', 'sms')]).toEqual([82, undefined]);
  });

  it('answers a password login of a player with two-factor login by SMS with 82 and an SMS code', async () => {
    const { accessToken } = await api.login('anna');
    await api.post(
      accountPaths.securitySettings,
      { twoFactorSmsEnabled: true, loginNotificationsEnabled: false },
      accessToken,
    );

    const login = await api.post(paths.login, {
      username: 'anna',
      password: 'Casino2026!',
      rememberme: false,
    });
    expect(codeOf(login)).toBe(82);
    const code = sandbox.state.outbox.latest('anna', 'sms')?.code;
    const second = await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: code });
    expect(second.status).toBe(200);
  });

  it('answers 82 to a wrong SMS login code', async () => {
    await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: '0000' });
    const code = sandbox.state.outbox.latest('anna', 'sms')?.code ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    expect(
      codeOf(await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: wrong })),
    ).toBe(82);
  });

  it('answers 81 to a second SMS within the pause window of a login code', async () => {
    const { accessToken } = await annaWithLoginCode();
    const phone = { mobilePhone: '+37129876543', mobilePhoneCode: '+371' };
    expect(codeOf(await api.post(accountPaths.phoneSend, phone, accessToken))).toBe(81);
  });

  it('kills a login code after 5 wrong tries: even the right one answers 5 until a login sends a new one', async () => {
    const { code, wrong } = await annaWithLoginCode();
    const tries: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      tries.push(
        codeOf(await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: wrong })),
      );
    }
    tries.push(
      codeOf(await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: code })),
    );
    expect(tries).toEqual([82, 82, 82, 82, 5, 5]);
  });

  it('logs in with the new code a second password login sends after a code died', async () => {
    const { wrong } = await annaWithLoginCode();
    for (let i = 0; i < 5; i++) {
      await api.post(accountPaths.smsAuthenticate, { username: 'anna', verificationCode: wrong });
    }
    await api.post(paths.login, PASSWORD_LOGIN);
    const second = sandbox.state.outbox.latest('anna', 'sms')?.code;
    const tokens = await api.post(accountPaths.smsAuthenticate, {
      username: 'anna',
      verificationCode: second,
    });
    expect(tokens.status).toBe(200);
  });

  it('refuses the SMS login of a frozen account with 69', async () => {
    const janis = sandbox.state.players.find((p) => p.id === 1002);
    if (janis !== undefined) janis.accountLockStatus = 'FROZEN';
    expect(
      codeOf(await api.post(accountPaths.smsAuthenticate, { username: 'janis', verificationCode: '0000' })),
    ).toBe(69);
  });

  it('activates a new account by SMS and logs in when auto-login is on (flag "true")', async () => {
    await api.post(accountPaths.register, registrationOf());
    const code = sandbox.state.outbox.latest('liga.ozola', 'sms')?.code;
    const response = await api.post(accountPaths.smsActivate, {
      username: 'liga.ozola',
      verificationCode: code,
    });
    expect(response.body).toMatchObject({ autoLogin: 'true', accessToken: expect.any(String) as string });
  });

  it('activates by SMS without tokens (flag "false") when auto-login is off, and the login then works', async () => {
    sandbox.state.generalConfig.registrationAutoLoginEnabled = false;
    await api.post(accountPaths.register, registrationOf());
    const code = sandbox.state.outbox.latest('liga.ozola', 'sms')?.code;
    const response = await api.post(accountPaths.smsActivate, {
      username: 'liga.ozola',
      verificationCode: code,
    });
    expect(response.body).toEqual({ autoLogin: 'false', accessToken: null, refreshToken: null });
    await api.login('liga.ozola', 'Rudens2026!');
  });

  it('answers 48 to an SMS activation code used twice', async () => {
    await api.post(accountPaths.register, registrationOf());
    const body = {
      username: 'liga.ozola',
      verificationCode: sandbox.state.outbox.latest('liga.ozola', 'sms')?.code,
    };
    await api.post(accountPaths.smsActivate, body);
    expect(codeOf(await api.post(accountPaths.smsActivate, body))).toBe(48);
  });

  it('links the Facebook login to a sandbox page', async () => {
    const { url } = (await api.get(accountPaths.facebook)).body as { url: string };
    expect(url.startsWith(`${sandbox.url}/__sandbox/pages/facebook?state=`)).toBe(true);
    const page = await fetch(url);
    expect(await page.text()).toContain('Facebook login (sandbox)');
  });

  it('logs in with Smart-ID once the simulated player confirmed the code shown in the outbox', async () => {
    const generated = await api.post(accountPaths.smartIdGenerate('150885-10234'), undefined);
    const { verificationCode } = generated.body as { verificationCode: string };
    expect(sandbox.state.outbox.latest('anna', 'sms')?.code).toBe(verificationCode);
    clock.now += 3000;
    const tokens = await api.post(accountPaths.smartIdAuthenticate('15088510234'), undefined);
    const customer = await api.get(paths.currentCustomer, (tokens.body as TokenPair).accessToken);
    expect(customer.body).toMatchObject({ username: 'anna' });
  });

  it('holds a Smart-ID authentication until the player confirms', async () => {
    await api.post(accountPaths.smartIdGenerate('150885-10234'), undefined);
    setTimeout(() => (clock.now += 3000), 50);
    const tokens = await api.post(accountPaths.smartIdAuthenticate('150885-10234'), undefined);
    expect(tokens.status).toBe(200);
  });

  it('answers 76 when the Smart-ID session timed out', async () => {
    await api.post(accountPaths.smartIdGenerate('150885-10234'), undefined);
    clock.now += 120_000;
    expect(codeOf(await api.post(accountPaths.smartIdAuthenticate('150885-10234'), undefined))).toBe(76);
  });

  it('answers 77 to a Smart-ID login of a personal code without an account', async () => {
    expect(codeOf(await api.post(accountPaths.smartIdGenerate('120490-11236'), undefined))).toBe(77);
  });

  it('answers 77 to a Smart-ID authentication without a generated code', async () => {
    expect(codeOf(await api.post(accountPaths.smartIdAuthenticate('150885-10234'), undefined))).toBe(77);
  });

  it('verifies a personal code with Smart-ID and tells the names', async () => {
    const response = await api.post(accountPaths.smartIdVerify('02039211200'), undefined);
    expect(response.body).toEqual({
      verified: true,
      personalNumber: '020392-11200',
      firstName: 'Jānis',
      lastName: 'Kalniņš',
    });
  });

  it('does not verify a personal code with a wrong check digit', async () => {
    const response = await api.post(accountPaths.smartIdVerify('020392-11201'), undefined);
    expect(response.body).toMatchObject({ verified: false });
  });
});
