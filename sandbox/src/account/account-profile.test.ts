import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { paths, type ApiClient } from '../testing/sandbox-harness.ts';
import { accountPaths, codeOf, startAccountSandbox } from './account.test-kit.ts';

describe('profile, password, phone, personal data, security and language', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let token: string;

  beforeEach(async () => {
    ({ sandbox, api } = await startAccountSandbox());
    token = (await api.login('anna')).accessToken;
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('records the acceptance of the terms, after which the customer is logged in', async () => {
    const anna = sandbox.state.players.find((p) => p.id === 1001);
    if (anna !== undefined) anna.acceptTermsAndConditions = false;
    expect((await api.post(accountPaths.acceptTerms, undefined, token)).status).toBe(204);
    const customer = await api.get(paths.currentCustomer, token);
    expect(customer.body).toMatchObject({ acceptTermsAndConditions: true, isLoggedIn: true });
  });

  it('updates the email and the consents and answers the customer', async () => {
    const response = await api.post(
      accountPaths.update,
      { email: 'anna.b@example.lv', acceptPromotions: false },
      token,
    );
    expect(response.body).toMatchObject({ id: 1001, email: 'anna.b@example.lv' });
  });

  it('answers 13 to a profile email another customer uses', async () => {
    expect(codeOf(await api.post(accountPaths.update, { email: 'janis.kalnins@example.lv' }, token))).toBe(
      13,
    );
  });

  it('answers 115 to a profile mobile phone another customer uses', async () => {
    expect(codeOf(await api.post(accountPaths.update, { mobilePhone: '+37128765432' }, token))).toBe(115);
  });

  it("counts the customer's own value as unique in the profile check", async () => {
    const own = await api.post(
      accountPaths.updateUnique,
      { field: 'email', value: 'anna.berzina@example.lv' },
      token,
    );
    const other = await api.post(
      accountPaths.updateUnique,
      { field: 'mobilePhone', value: '+37128765432' },
      token,
    );
    expect([own.body, other.body]).toEqual([
      { field: 'email', unique: true },
      { field: 'mobilePhone', unique: false },
    ]);
  });

  it('changes the password; the new one logs in', async () => {
    const body = { oldPassword: 'Casino2026!', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2027!' };
    expect((await api.post(accountPaths.changePassword, body, token)).status).toBe(204);
    await api.login('anna', 'Ziema2027!');
  });

  it('answers 19 when the new passwords differ', async () => {
    const body = { oldPassword: 'Casino2026!', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2028!' };
    expect(codeOf(await api.post(accountPaths.changePassword, body, token))).toBe(19);
  });

  it('answers 1 to a wrong current password', async () => {
    const body = { oldPassword: 'wrong', newPassword: 'Ziema2027!', reNewPassword: 'Ziema2027!' };
    expect(codeOf(await api.post(accountPaths.changePassword, body, token))).toBe(1);
  });

  it('verifies a new mobile phone with the SMS code from the outbox', async () => {
    const phone = { mobilePhone: '+37129876543', mobilePhoneCode: '+371' };
    expect((await api.post(accountPaths.phoneSend, phone, token)).status).toBe(204);
    const code = sandbox.state.outbox.latest('anna', 'sms');
    expect(code?.to).toBe('+37129876543');
    const confirm = { mobilePhone: '+37129876543', verificationCode: code?.code };
    expect((await api.post(accountPaths.phoneConfirm, confirm, token)).status).toBe(204);
    expect((await api.get(accountPaths.personalData, token)).body).toMatchObject({
      mobilePhone: '+37129876543',
    });
  });

  it('answers 115 to a verification code for a phone another customer uses', async () => {
    const phone = { mobilePhone: '+37128765432', mobilePhoneCode: '+371' };
    expect(codeOf(await api.post(accountPaths.phoneSend, phone, token))).toBe(115);
  });

  it('answers 82 to a wrong phone verification code', async () => {
    await api.post(accountPaths.phoneSend, { mobilePhone: '+37129876543', mobilePhoneCode: '+371' }, token);
    const code = sandbox.state.outbox.latest('anna', 'sms')?.code;
    const confirm = {
      mobilePhone: '+37129876543',
      verificationCode: code === '123456' ? '654321' : '123456',
    };
    expect(codeOf(await api.post(accountPaths.phoneConfirm, confirm, token))).toBe(82);
  });

  it('serves the personal data and updates the address', async () => {
    const address = { address: 'Krišjāņa Valdemāra iela 33-12', city: 'Jelgava', postalCode: 'LV-3001' };
    const updated = await api.post(accountPaths.personalData, address, token);
    expect(updated.body).toMatchObject({
      personalNumber: '150885-10234',
      dateOfBirth: '1985-08-15',
      ...address,
    });
  });

  it('keeps the security settings', async () => {
    const settings = { twoFactorSmsEnabled: true, loginNotificationsEnabled: false };
    await api.post(accountPaths.securitySettings, settings, token);
    expect((await api.get(accountPaths.securitySettings, token)).body).toEqual(settings);
  });

  it('stores the profile language', async () => {
    const response = await api.post(accountPaths.changeLanguage, { lang: 'EN' }, token);
    expect(response.body).toMatchObject({ lang: 'EN' });
  });
});
