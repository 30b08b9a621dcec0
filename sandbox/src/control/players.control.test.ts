import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import {
  ApiClient,
  errorOf,
  paths,
  startTestSandbox,
  withoutRealityCheck,
} from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { bodyText } from '../stomp/stomp-frame.ts';

describe('control API: players', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let client: StompTestClient | undefined;

  const put = (path: string, body: unknown) => api.request('PUT', `/__sandbox${path}`, body, undefined, {});

  const subscribe = async (username: string): Promise<StompTestClient> => {
    const { accessToken } = await api.login(username);
    client = await StompTestClient.open(sandbox.url);
    await client.connect(accessToken);
    client.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
    await client.nextFrame();
    return client;
  };

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    withoutRealityCheck(sandbox);
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    client?.close();
    client = undefined;
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('lists the players with KYC, lock, balances, sessions and connections', async () => {
    await api.login('anna');
    const response = await api.get('/__sandbox/players');
    expect(response.body).toEqual([
      expect.objectContaining({
        username: 'anna',
        kycVerified: 'VERIFIED',
        accountLockStatus: 'ACTIVE',
        cashBalance: 125050,
        sessions: 1,
        connections: 0,
      }),
      expect.objectContaining({ username: 'janis', kycNotVerifiedReason: 'NEW_PAYMENT_METHOD', sessions: 0 }),
    ]);
  });

  it('sets the KYC status the customer record then reports', async () => {
    const response = await put('/players/anna/kyc', {
      kycVerified: 'NOT_VERIFIED',
      kycNotVerifiedReason: 'NEW_PAYMENT_METHOD',
    });
    expect(response.status).toBe(200);
    const { accessToken } = await api.login('anna');
    expect((await api.get(paths.currentCustomer, accessToken)).body).toMatchObject({
      kycVerified: 'NOT_VERIFIED',
      kycNotVerifiedReason: 'NEW_PAYMENT_METHOD',
    });
  });

  it('clears the not-verified reason when the player becomes verified', async () => {
    await put('/players/janis/kyc', { kycVerified: 'VERIFIED' });
    expect(sandbox.state.players[1]).toMatchObject({ kycVerified: 'VERIFIED', kycNotVerifiedReason: null });
  });

  it('pushes the matching KYC notification when asked to notify', async () => {
    const stomp = await subscribe('janis');
    const response = await put('/players/janis/kyc', { kycVerified: 'VERIFIED', notify: true });
    expect(response.body).toMatchObject({ delivered: 1 });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toEqual({
      notificationType: 'KYC_VERIFIED',
      data: { kycVerified: 'VERIFIED' },
    });
  });

  it('locks an account, so the next login is refused, and notifies the change', async () => {
    const stomp = await subscribe('anna');
    const response = await put('/players/anna/lock', { accountLockStatus: 'FROZEN', notify: true });
    expect(response.body).toMatchObject({ delivered: 1, player: { accountLockStatus: 'FROZEN' } });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toEqual({
      notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
      data: { accountLockStatus: 'FROZEN' },
    });
    const login = await api.post(paths.login, {
      username: 'anna',
      password: 'Casino2026!',
      rememberme: false,
    });
    expect(login.body).toMatchObject({ errorCode: 69 });
  });

  it('adds a simple message the player can then read, and pushes SIMPLE_MESSAGE with its id', async () => {
    const stomp = await subscribe('anna');
    const response = await api.post('/__sandbox/players/anna/simple-messages', {
      content: '<p>Jauns piedāvājums</p>',
      notify: true,
    });
    const { id } = (response.body as { simpleMessage: { id: number } }).simpleMessage;
    expect(response.body).toMatchObject({ delivered: 1 });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toEqual({
      notificationType: 'SIMPLE_MESSAGE',
      data: { messageId: id },
    });
    const { accessToken } = await api.login('anna');
    expect(
      (await api.get(`/api/v1/customerfacing/simpleMessage/${String(id)}`, accessToken)).body,
    ).toMatchObject({
      id,
      content: '<p>Jauns piedāvājums</p>',
    });
  });

  it('grants a bonus the player can then claim', async () => {
    const response = await api.post('/__sandbox/players/janis/bonuses', {
      bonusName: 'Piektdienas griezieni',
      bonusAmount: 1000,
      wageringRequirement: 30000,
    });
    const { bonusAssetId } = (response.body as { bonus: { bonusAssetId: number } }).bonus;
    const { accessToken } = await api.login('janis');
    const claim = await api.post(
      `/api/v1/customerfacing/customers/bonuses/assets/claim?bonusAssetId=${String(bonusAssetId)}`,
      undefined,
      accessToken,
    );
    expect([response.status, claim.status]).toEqual([200, 200]);
  });

  it('refuses a bonus without an amount', async () => {
    const response = await api.post('/__sandbox/players/janis/bonuses', {
      bonusName: 'x',
      wageringRequirement: 0,
    });
    expect(response.status).toBe(400);
  });

  it('lists a player’s simple messages with their read marks', async () => {
    await api.post('/__sandbox/players/anna/simple-messages', { content: 'Sveiki!' });
    const listed = (await api.get('/__sandbox/players/anna/simple-messages')).body as {
      content: string;
      isRead: boolean;
    }[];
    expect(listed.at(-1)).toMatchObject({ content: 'Sveiki!', isRead: false });
  });

  it('makes a pending limit raise due now, so the player is asked to confirm it', async () => {
    const stomp = await subscribe('anna');
    const { accessToken } = await api.login('anna');
    const settings = '/api/v1/customerfacing/customers/responsibleGaming/settings';
    await api.post(settings, { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }] }, accessToken);
    await api.post(settings, { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 10000 }] }, accessToken);

    const response = await api.post('/__sandbox/players/anna/limits/due', {});

    // anna's seeded raise of her monthly deposit limit becomes due too.
    expect(response.body).toEqual({ due: 2, delivered: 1 });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toMatchObject({
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      data: {
        limits: expect.arrayContaining([
          { type: 'DEPOSIT', period: 'DAILY', currentAmount: 5000, newAmount: 10000 },
        ]) as unknown,
      },
    });
  });

  it('asks a player for a source-of-funds declaration', async () => {
    const response = await put('/players/janis/source-of-funds', { dueDate: '2026-12-10T23:59:59+02:00' });
    const { accessToken } = await api.login('janis');
    const status = await api.get('/api/v1/customerfacing/sourceOfFunds/pending-declaration', accessToken);
    expect([response.status, status.body]).toEqual([
      200,
      expect.objectContaining({ pending: true, dueDate: '2026-12-10T23:59:59+02:00' }),
    ]);
  });

  it('refuses a simple message without content', async () => {
    const response = await api.post('/__sandbox/players/anna/simple-messages', { content: '' });
    expect(response.status).toBe(400);
  });

  it('withdraws a player’s acceptance of the terms, so the current customer says so', async () => {
    const response = await put('/players/anna/terms', { accepted: false });
    expect(response.status).toBe(200);
    const { accessToken } = await api.login('anna');
    expect((await api.get(paths.currentCustomer, accessToken)).body).toMatchObject({
      acceptTermsAndConditions: false,
    });
  });

  it('refuses an unknown status value or player with an ErrorResponse', async () => {
    const bad = await put('/players/anna/kyc', { kycVerified: 'MAYBE' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toMatchObject({ errorCode: -1 });
    expect(errorOf(bad).errorMessage).toContain('body.kycVerified');
    const missing = await put('/players/nobody/lock', { accountLockStatus: 'ACTIVE' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorCode: -1, errorMessage: 'No player "nobody"' });
  });

  it('expires the access tokens of a player, so the next private call answers 96', async () => {
    const { accessToken } = await api.login('anna');
    expect((await api.post('/__sandbox/tokens/expire', { username: 'anna' })).body).toEqual({ sessions: 1 });
    expect((await api.get(paths.currentCustomer, accessToken)).body).toMatchObject({ errorCode: 96 });
  });

  it('also expires the refresh tokens when asked, so the next refresh answers 98', async () => {
    const { refreshToken } = await api.login('janis');
    await api.post('/__sandbox/tokens/expire', { username: 'janis', refreshTokens: true });
    const refreshed = await api.post(paths.refresh, { refreshToken });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toMatchObject({ errorCode: 98 });
  });
});
