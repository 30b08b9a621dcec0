import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../server.ts';
import { ApiClient, paths, startTestSandbox } from '../testing/sandbox-harness.ts';

describe('control API: config flags', () => {
  let sandbox: Sandbox;
  let api: ApiClient;

  const patch = (kind: 'general' | 'customer', body: unknown) =>
    api.request('PATCH', `/__sandbox/config/${kind}`, body, undefined, {});

  beforeEach(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
  });

  afterEach(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  it('flips general flags that the public config call then serves', async () => {
    const response = await patch('general', { smartIDLoginEnabled: false, currentIpIsForbidden: true });
    expect(response.status).toBe(200);
    expect((await api.get(paths.generalConfig)).body).toMatchObject({
      smartIDLoginEnabled: false,
      currentIpIsForbidden: true,
      sportsbookEnabled: true,
    });
  });

  it('changes one provider list without touching the others', async () => {
    await patch('general', { gameproviders: { maintenanceMode: ['EGT', 'NETENT'] } });
    const config = (await api.get('/__sandbox/config/general')).body as {
      gameproviders: { maintenanceMode: string[]; enabled: string[] };
    };
    expect(config.gameproviders.maintenanceMode).toEqual(['EGT', 'NETENT']);
    expect(config.gameproviders.enabled).toContain('PRAGMATIC');
  });

  it('changes customer config flags served to a logged-in player', async () => {
    await patch('customer', { realityCheckSecondsToTakeAction: 15, inboxMessagesEnabled: false });
    const { accessToken } = await api.login('anna');
    expect((await api.get(paths.customerConfig, accessToken)).body).toMatchObject({
      realityCheckSecondsToTakeAction: 15,
      inboxMessagesEnabled: false,
      selfExcludeEnabled: true,
    });
  });

  it('refuses a value of the wrong type and leaves the config as it was', async () => {
    const response = await patch('general', { sportsbookEnabled: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errorCode: -1, errorMessage: 'body.sportsbookEnabled must be boolean' });
    expect(sandbox.state.generalConfig.sportsbookEnabled).toBe(true);
  });

  it('refuses a field the contract does not declare, nested ones too', async () => {
    expect((await patch('customer', { darkTheme: true })).body).toMatchObject({
      errorMessage: 'body.darkTheme is not a field of CustomerConfig',
    });
    expect((await patch('general', { gameproviders: { broken: [] } })).status).toBe(400);
    expect((await patch('general', ['not', 'an', 'object'])).status).toBe(400);
  });
});
