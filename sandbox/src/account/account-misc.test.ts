import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import type { ApiClient } from '../testing/sandbox-harness.ts';
import { codeOf, registrationOf, accountPaths, startAccountSandbox } from './account.test-kit.ts';

const misc = {
  regions: '/api/v1/customerfacing/regions',
  towns: (region: string) => `/api/v1/customerfacing/towns?region=${region}`,
  complaint: '/api/v1/customerfacing/customers/complaint/create',
  referralCode: '/api/v1/customerfacing/customers/referAFriend/generateCode',
  invite: '/api/v1/customerfacing/referAFriend/createInvitation',
  invitations: '/api/v1/customerfacing/referAFriend/searchInvitations',
  lifetime: '/api/v1/customerfacing/customers/lifetimestatistics',
  sofStatus: '/api/v1/customerfacing/sourceOfFunds/pending-declaration',
  sofDeclare: '/api/v1/customerfacing/sourceOfFunds/declare',
  swintt: (id: string) => `/api/v1/customerfacing/customers/gaming/swintt/gameSession/logout/${id}`,
} as const;

describe('regions, complaints, refer a friend, statistics, source of funds and Swintt', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let anna: string;

  beforeEach(async () => {
    ({ sandbox, api } = await startAccountSandbox());
    anna = (await api.login('anna')).accessToken;
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('lists the regions and the towns of one', async () => {
    const regions = await api.get(misc.regions);
    expect(regions.body).toContainEqual({ code: 'JELGAVAS_NOVADS', name: 'Jelgavas novads' });
    const towns = await api.get(misc.towns('JELGAVAS_NOVADS'));
    expect(towns.body).toContainEqual({ code: 'OZOLNIEKI', name: 'Ozolnieki', region: 'JELGAVAS_NOVADS' });
  });

  it('answers 400 to the towns of an unknown region', async () => {
    expect((await api.get(misc.towns('ATLANTIDA'))).status).toBe(400);
  });

  it('registers a complaint with a reference', async () => {
    const body = { category: 'PAYMENTS', subject: 'Izmaksa nav saņemta', message: 'Nauda vēl nav saņemta.' };
    const response = await api.post(misc.complaint, body, anna);
    expect(response.body).toMatchObject({ complaintId: 'SUD-2026-00418', status: 'RECEIVED' });
  });

  it('gives a verified customer a stable referral code', async () => {
    const first = await api.post(misc.referralCode, undefined, anna);
    const second = await api.post(misc.referralCode, undefined, anna);
    expect(first.body).toEqual(second.body);
    expect((first.body as { code: string }).code).toMatch(/^ANNA-[A-Z2-9]{4}$/);
  });

  it('answers 64 to the referral code of a customer whose identity is not verified', async () => {
    const janis = (await api.login('janis')).accessToken;
    expect(codeOf(await api.post(misc.referralCode, undefined, janis))).toBe(64);
  });

  it('answers 119 to the referral code of an account that is not active', async () => {
    const player = sandbox.state.players.find((p) => p.id === 1001);
    if (player !== undefined) player.accountLockStatus = 'FROZEN';
    expect(codeOf(await api.post(misc.referralCode, undefined, anna))).toBe(119);
  });

  it('answers 31 on a label without the refer-a-friend programme', async () => {
    const response = await api.post(misc.referralCode, undefined, anna, { 'X-Label-Entry-Point': 'EE' });
    expect(codeOf(response)).toBe(31);
  });

  it('sends an invitation and lists it first', async () => {
    const sent = await api.post(misc.invite, { email: 'marta.vitola@example.lv', lang: 'LV' }, anna);
    expect(sent.body).toMatchObject({ email: 'marta.vitola@example.lv', status: 'SENT' });
    const list = await api.post(misc.invitations, {}, anna);
    expect((list.body as { email: string }[]).map((i) => i.email)).toEqual([
      'marta.vitola@example.lv',
      'ilze.liepina@example.lv',
    ]);
  });

  it('answers 7 to an email already invited and 13 to a customer email', async () => {
    expect(codeOf(await api.post(misc.invite, { email: 'ilze.liepina@example.lv' }, anna))).toBe(7);
    expect(codeOf(await api.post(misc.invite, { email: 'janis.kalnins@example.lv' }, anna))).toBe(13);
  });

  it('frees an email whose inviter no longer has an account', async () => {
    await api.post(misc.invite, { email: 'marta.vitola@example.lv', lang: 'LV' }, anna);
    const annaRecord = sandbox.state.players.findIndex((p) => p.username === 'anna');
    sandbox.state.players.splice(annaRecord, 1);
    const janis = (await api.login('janis')).accessToken;
    for (const player of sandbox.state.players)
      if (player.username === 'janis') player.kycVerified = 'VERIFIED';
    const sent = await api.post(misc.invite, { email: 'marta.vitola@example.lv', lang: 'LV' }, janis);
    expect(sent.status).toBe(200);
  });

  it("tells anna's lifetime totals and a new player's empty ones", async () => {
    expect((await api.get(misc.lifetime, anna)).body).toMatchObject({
      totalDeposits: 350000,
      currency: 'EUR',
    });
    const registered = await api.post(accountPaths.register, registrationOf());
    const [token] = (registered.body as { token: string }).token.split(';');
    expect((await api.get(misc.lifetime, token)).body).toMatchObject({ totalDeposits: 0, totalBets: 0 });
  });

  it('clears a pending source-of-funds declaration once declared', async () => {
    expect((await api.get(misc.sofStatus, anna)).body).toMatchObject({
      pending: true,
      thresholdAmount: 200000,
    });
    const declaration = {
      sources: ['SALARY'],
      monthlyIncome: 'FROM_1000_TO_2500',
      employer: 'SIA Rīgas Ūdens',
    };
    expect((await api.post(misc.sofDeclare, declaration, anna)).status).toBe(204);
    expect((await api.get(misc.sofStatus, anna)).body).toEqual({
      pending: false,
      thresholdAmount: 200000,
      dueDate: null,
    });
  });

  it('answers 57 to an OTHER source without its description', async () => {
    const declaration = { sources: ['OTHER'], monthlyIncome: 'UP_TO_1000' };
    expect(codeOf(await api.post(misc.sofDeclare, declaration, anna))).toBe(57);
  });

  it('ends a Swintt game session', async () => {
    expect((await api.post(misc.swintt('sw-5f2a9c01'), undefined, anna)).status).toBe(204);
  });
});
