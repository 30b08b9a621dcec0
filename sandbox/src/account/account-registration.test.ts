import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { paths, type ApiClient } from '../testing/sandbox-harness.ts';
import { accountPaths, codeOf, registrationOf, startAccountSandbox } from './account.test-kit.ts';

describe('registration, activation and password reset', () => {
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

  const activationOf = (username: string): { link?: string; code?: string } =>
    sandbox.state.outbox.latest(username, 'activation') ?? {};

  it('registers a player whose "access;refresh" token opens a session', async () => {
    const response = await api.post(accountPaths.register, registrationOf());
    expect(response.status).toBe(200);
    const [accessToken] = (response.body as { token: string }).token.split(';');
    const customer = await api.get(paths.currentCustomer, accessToken);
    expect(customer.body).toMatchObject({
      username: 'liga.ozola',
      firstName: 'Līga',
      kycVerified: 'NOT_VERIFIED',
    });
  });

  it('adds the new player to the players the login and the console see', async () => {
    await api.post(accountPaths.register, registrationOf());
    await api.login('liga.ozola', 'Rudens2026!');
    const players = await api.get('/__sandbox/players');
    expect(players.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'liga.ozola', id: 1003 })]),
    );
  });

  describe("the limits chosen at registration are the new player's limits", () => {
    /** The limits in force that GET responsibleGaming answers to the new player: type, period, amount. */
    const limitsOfNewPlayer = async (responsibleGaming: Record<string, number>) => {
      const response = await api.post(accountPaths.register, registrationOf({ responsibleGaming }));
      const [accessToken] = (response.body as { token: string }).token.split(';');
      const { id } = (await api.get(paths.currentCustomer, accessToken)).body as { id: number };
      const settings = await api.get(
        `/api/v1/customerfacing/customers/${String(id)}/responsibleGaming`,
        accessToken,
      );
      return (settings.body as { limits: { type: string; period: string; amount: number }[] }).limits.map(
        ({ type, period, amount }) => ({ type, period, amount }),
      );
    };

    it('sets the place-bets amount as the daily, weekly and monthly PLACE_BET limits', async () => {
      expect(
        await limitsOfNewPlayer({
          maxPlacebetsDaily: 5000,
          maxPlacebetsWeekly: 5000,
          maxPlacebetsMonthly: 5000,
        }),
      ).toEqual([
        { type: 'PLACE_BET', period: 'DAILY', amount: 5000 },
        { type: 'PLACE_BET', period: 'WEEKLY', amount: 5000 },
        { type: 'PLACE_BET', period: 'MONTHLY', amount: 5000 },
      ]);
    });

    it('sets the per-transaction amount as the maximum bet of each product it has a limit for', async () => {
      const amounts = [
        'maxBetTransactionAmount',
        'maxCasinoBetTransactionAmount',
        'maxLiveCasinoBetTransactionAmount',
        'maxSportBetTransactionAmount',
        'maxLotteryBetTransactionAmount',
        'maxBingoBetTransactionAmount',
      ].map((field): [string, number] => [field, 2000]);
      expect(await limitsOfNewPlayer(Object.fromEntries(amounts))).toEqual([
        { type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 2000 },
        { type: 'CASINO_MAX_BET_AMOUNT', period: 'ONCE', amount: 2000 },
        { type: 'LIVE_CASINO_MAX_BET_AMOUNT', period: 'ONCE', amount: 2000 },
        { type: 'SPORT_MAX_BET_AMOUNT', period: 'ONCE', amount: 2000 },
      ]);
    });

    it('sets no limit when the registration chose none', async () => {
      expect(await limitsOfNewPlayer({})).toEqual([]);
    });
  });

  it('mails an activation link to the casino page with the activate-account modal', async () => {
    await api.post(accountPaths.register, registrationOf());
    const mail = sandbox.state.outbox.latest('liga.ozola', 'activation');
    expect(mail?.to).toBe('liga.ozola@example.lv');
    expect(mail?.link).toBe(
      `${sandbox.url}/lv/casino?modal=activate-account&username=liga.ozola&activationKey=${mail?.code ?? ''}`,
    );
  });

  it.each([
    ['14 for a taken username', { username: 'ANNA' }, 14],
    ['13 for a registered email', { email: 'anna.berzina@example.lv' }, 13],
    ['115 for a registered mobile phone', { mobilePhone: '+37126123456' }, 115],
    ['56 for a registered personal code', { personalNumber: '150885-10234', dateOfBirth: '1985-08-15' }, 56],
    ['57 for a personal code with a wrong check digit', { personalNumber: '120490-11235' }, 57],
    ['57 for a birth date other than the personal code', { dateOfBirth: '1990-04-13' }, 57],
    ['57 for a password against the rules', { password: 'short', rePassword: 'short' }, 57],
    ['15 when the terms are not accepted', { acceptTermsAndConditions: false }, 15],
    ['19 when the passwords differ', { rePassword: 'Rudens2027!' }, 19],
  ] as const)('answers %s', async (_name, overrides, errorCode) => {
    const response = await api.post(accountPaths.register, registrationOf(overrides));
    expect(response.status).toBe(400);
    expect(codeOf(response)).toBe(errorCode);
  });

  it.each([
    ['a personal code with a wrong check digit', { personalNumber: '120490-11235' }, 'personalNumber'],
    ['a birth date other than the personal code', { dateOfBirth: '1990-04-13' }, 'dateOfBirth'],
    ['a password against the rules', { password: 'short', rePassword: 'short' }, 'password'],
    [
      'a limit over the maximum',
      { responsibleGaming: { maxPlacebetsDaily: 99_999_999 } },
      'responsibleGaming.maxPlacebetsDaily',
    ],
    ['a taken username', { username: 'ANNA' }, 'username'],
    [
      'a registered personal code',
      { personalNumber: '150885-10234', dateOfBirth: '1985-08-15' },
      'personalNumber',
    ],
    ['terms not accepted', { acceptTermsAndConditions: false }, 'acceptTermsAndConditions'],
  ] as const)('names the refused field of %s', async (_name, overrides, field) => {
    const response = await api.post(accountPaths.register, registrationOf(overrides));
    expect((response.body as { field?: string }).field).toBe(field);
  });

  it('accepts a duplicate email when registrationUniqueFields does not list email', async () => {
    sandbox.state.generalConfig.registrationUniqueFields = 'username,mobilePhone';
    const response = await api.post(
      accountPaths.register,
      registrationOf({ email: 'anna.berzina@example.lv' }),
    );
    expect(response.status).toBe(200);
  });

  it('answers 54 to the sixth registration from one IP within an hour', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await api.post(
        accountPaths.register,
        registrationOf({
          username: `player${i}`,
          email: `p${i}@example.lv`,
          mobilePhone: `+3712000000${i}`,
          personalNumber: `32000${i}-00000`,
        }),
      );
      expect(ok.status).toBe(200);
    }
    const sixth = await api.post(accountPaths.register, registrationOf());
    expect(codeOf(sixth)).toBe(54);
  });

  it('answers 49 while the current IP is forbidden', async () => {
    sandbox.state.generalConfig.currentIpIsForbidden = true;
    expect(codeOf(await api.post(accountPaths.register, registrationOf()))).toBe(49);
  });

  it('keeps an account without auto-login INACTIVE until its activation link is used', async () => {
    sandbox.state.generalConfig.registrationAutoLoginEnabled = false;
    await api.post(accountPaths.register, registrationOf());
    const refused = await api.post(paths.login, {
      username: 'liga.ozola',
      password: 'Rudens2026!',
      rememberme: false,
    });
    expect(codeOf(refused)).toBe(2);
    const activated = await api.post(
      accountPaths.activate('liga.ozola', activationOf('liga.ozola').code ?? ''),
      undefined,
    );
    expect(activated.status).toBe(200);
    await api.login('liga.ozola', 'Rudens2026!');
  });

  it('answers 48 to a second use of an activation key', async () => {
    await api.post(accountPaths.register, registrationOf());
    const path = accountPaths.activate('liga.ozola', activationOf('liga.ozola').code ?? '');
    await api.post(path, undefined);
    expect(codeOf(await api.post(path, undefined))).toBe(48);
  });

  it('answers 5 to an activation key older than 24 hours', async () => {
    await api.post(accountPaths.register, registrationOf());
    clock.now += 24 * 60 * 60_000 + 1;
    expect(
      codeOf(
        await api.post(accountPaths.activate('liga.ozola', activationOf('liga.ozola').code ?? ''), undefined),
      ),
    ).toBe(5);
  });

  it('answers 8 to an unknown activation key and 12 to a key of another account', async () => {
    await api.post(accountPaths.register, registrationOf());
    expect(codeOf(await api.post(accountPaths.activate('liga.ozola', '0000000000000000'), undefined))).toBe(
      8,
    );
    const key = activationOf('liga.ozola').code ?? '';
    expect(codeOf(await api.post(accountPaths.activate('anna', key), undefined))).toBe(12);
  });

  it('mails a reset link whose key sets a new password', async () => {
    expect((await api.post(accountPaths.forgotPassword('anna.berzina@example.lv'), undefined)).status).toBe(
      204,
    );
    const mail = sandbox.state.outbox.latest('anna', 'reset');
    expect(mail?.link).toContain('/lv/casino?modal=reset-password&username=anna&key=');
    const reset = await api.post(accountPaths.resetPassword, {
      username: 'anna',
      key: mail?.code,
      password: 'Ziema2027!',
      rePassword: 'Ziema2027!',
    });
    expect(reset.status).toBe(204);
    await api.login('anna', 'Ziema2027!');
  });

  it('answers 19 to a reset whose passwords differ', async () => {
    await api.post(accountPaths.forgotPassword('anna'), undefined);
    const reset = await api.post(accountPaths.resetPassword, {
      username: 'anna',
      key: sandbox.state.outbox.latest('anna', 'reset')?.code,
      password: 'Ziema2027!',
      rePassword: 'Ziema2028!',
    });
    expect(codeOf(reset)).toBe(19);
  });

  it('sends nothing for an unknown forgot-password login, yet answers 204', async () => {
    expect((await api.post(accountPaths.forgotPassword('nobody'), undefined)).status).toBe(204);
    expect(sandbox.state.outbox.list()).toEqual([]);
  });

  it('sends a new password by SMS when the SMS variant is enabled', async () => {
    sandbox.state.generalConfig.forgotPasswordSmsVerificationEnabled = true;
    const response = await api.post(accountPaths.smsForgotPassword, { username: '+37126123456' });
    expect(response.status).toBe(204);
    await api.login('anna', sandbox.state.outbox.latest('anna', 'sms')?.code);
  });

  it('answers 83 to an SMS reset while the SMS variant is disabled', async () => {
    expect(codeOf(await api.post(accountPaths.smsForgotPassword, { username: 'anna' }))).toBe(83);
  });

  it('tells whether a registration field is still free', async () => {
    const taken = await api.post(accountPaths.registerUnique, {
      field: 'email',
      value: 'Anna.Berzina@example.lv',
    });
    const free = await api.post(accountPaths.registerUnique, { field: 'username', value: 'liga.ozola' });
    expect([taken.body, free.body]).toEqual([
      { field: 'email', unique: false },
      { field: 'username', unique: true },
    ]);
  });

  it('answers 4 to an Instantor registration while instantorEnabled is false', async () => {
    expect(codeOf(await api.post(accountPaths.instantorRegister, registrationOf()))).toBe(4);
  });
});
