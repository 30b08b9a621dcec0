import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { playerOf, whileSelfExcluded, withLock } from '../games/games.test-kit.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { sportsbookProviderCode } from './sportsbook-provider.ts';

const v1 = '/api/v1/customerfacing';
const launchQuery = (real: boolean) => `real=${real}&currentLang=ru&mobile=false`;

describe('sportsbook over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let clock = Date.UTC(2026, 10, 21, 9, 0, 0);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => clock });
    api = new ApiClient(sandbox.url);
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const sandboxGet = async (path: string) => {
    const response = await fetch(`${sandbox.url}/__sandbox/sportsbook${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('configures the widget in the culture of the language', async () => {
    const response = await api.get(`${v1}/gaming/betInAction/config?locale=ru`);
    const config = response.body as { culture: string; widgetScriptUrl: string };
    expect([config.culture, new URL(config.widgetScriptUrl).pathname]).toEqual([
      'ru-RU',
      '/__sandbox/sportsbook/widget.js',
    ]);
  });

  it('serves the widget script', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/widget.js`);
    expect((await response.text()).includes('SandboxSportsbook')).toBe(true);
  });

  it('issues a widget token that names the player', async () => {
    const { accessToken } = await api.login();
    const { token } = (await api.get(`${v1}/gaming/betInAction/token`, accessToken)).body as {
      token: string;
    };
    expect((await sandboxGet(`/session?token=${token}`)).body).toMatchObject({ username: 'anna' });
  });

  it('refuses the widget token to a self-excluded player with 39', async () => {
    const { accessToken } = await api.login();
    await whileSelfExcluded(sandbox, playerOf(sandbox, 'anna'), async () => {
      expect(errorOf(await api.get(`${v1}/gaming/betInAction/token`, accessToken)).errorCode).toBe(39);
    });
  });

  it('refuses the DSTech token to a frozen player with 69', async () => {
    const { accessToken } = await api.login();
    await withLock(playerOf(sandbox, 'anna'), 'FROZEN', async () => {
      expect(errorOf(await api.get(`${v1}/gaming/dstech/token`, accessToken)).errorCode).toBe(69);
    });
  });

  it('issues a DSTech token', async () => {
    const { accessToken } = await api.login();
    expect(
      ((await api.get(`${v1}/gaming/dstech/token`, accessToken)).body as { token: string }).token,
    ).toMatch(/^dst-/);
  });

  it('launches KIRON anonymously for the demo view', async () => {
    const response = await api.post(`${v1}/sportsbook/KIRON/launch?${launchQuery(false)}`, undefined);
    const launch = response.body as { launchUrl: string; real: boolean };
    expect([launch.real, new URL(launch.launchUrl).searchParams.get('mode')]).toEqual([false, 'demo']);
  });

  it('refuses a real FSBTech launch without a token with 401', async () => {
    const response = await api.post(`${v1}/sportsbook/FSBTECH/launch?${launchQuery(true)}`, undefined);
    expect([response.status, errorOf(response).errorCode]).toEqual([401, 3]);
  });

  it('launches FSBTech for real with a ticket of the player', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(
      `${v1}/sportsbook/FSBTECH/launch?${launchQuery(true)}`,
      undefined,
      accessToken,
    );
    const ticket =
      new URL((response.body as { launchUrl: string }).launchUrl).searchParams.get('ticket') ?? '';
    expect((await sandboxGet(`/session?token=${ticket}`)).status).toBe(200);
  });

  it('launches DSTech for a logged-in player', async () => {
    const { accessToken } = await api.login();
    const response = await api.post(
      `${v1}/sportsbook/DSTECH/launch?${launchQuery(true)}`,
      undefined,
      accessToken,
    );
    expect((response.body as { provider: string }).provider).toBe('DSTECH');
  });

  it('serves the launch page that runs the widget', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/launch/KIRON?lang=lv&mode=demo`);
    expect((await response.text()).includes('"version":"virtuals"')).toBe(true);
  });

  it('lists events with odds in the culture', async () => {
    const events = (await sandboxGet('/events?version=prelive&culture=lv-LV')).body as {
      sport: string;
      outcomes: unknown[];
    }[];
    expect(events.some((e) => e.sport === 'Futbols' && e.outcomes.length === 3)).toBe(true);
  });

  it('moves live scores on with the clock', async () => {
    type Live = { minute: number }[];
    const before = ((await sandboxGet('/events?version=live&culture=en-GB')).body as Live)[0]?.minute ?? 0;
    clock += 120_000;
    const after = ((await sandboxGet('/events?version=live&culture=en-GB')).body as Live)[0]?.minute ?? 0;
    expect(after).toBe(before + 2);
  });

  it('takes the stake of a widget bet from the cash balance', async () => {
    const { accessToken } = await api.login();
    const { token } = (await api.get(`${v1}/gaming/betInAction/token`, accessToken)).body as {
      token: string;
    };
    const events = (await sandboxGet('/events?version=prelive&culture=en-GB')).body as { id: string }[];
    const before = (await api.get(paths.balances, accessToken)).body as Balance;
    const bet = await fetch(`${sandbox.url}/__sandbox/sportsbook/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, eventId: events[0]?.id, outcome: '1', stake: 500 }),
    });
    await bet.text();
    const after = (await api.get(paths.balances, accessToken)).body as Balance;
    expect(before.cashBalance - after.cashBalance).toBe(500);
  });

  it('refuses a widget bet without a valid token', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'bia-nope', eventId: 'x', outcome: '1', stake: 500 }),
    });
    expect(response.status).toBe(401);
    await response.text();
  });

  describe('the widget’s API, read by the widget from the sandboxed frame of the web app (Origin: null)', () => {
    const fromFrame = { origin: 'null' };

    it('lets any origin read the events', async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/events?version=live`, {
        headers: fromFrame,
      });
      await response.text();
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('lets any origin read the session of a token, and its refusal', async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/session?token=bia-nope`, {
        headers: fromFrame,
      });
      await response.text();
      expect([response.status, response.headers.get('access-control-allow-origin')]).toEqual([401, '*']);
    });

    it('answers the preflight of a bet’s JSON POST', async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/bets`, {
        method: 'OPTIONS',
        headers: {
          ...fromFrame,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      await response.text();
      expect([
        response.status,
        response.headers.get('access-control-allow-origin'),
        response.headers.get('access-control-allow-methods'),
        response.headers.get('access-control-allow-headers'),
      ]).toEqual([204, '*', 'GET, POST', 'content-type']);
    });

    it('lets any origin read the answer to a bet', async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/sportsbook/bets`, {
        method: 'POST',
        headers: { ...fromFrame, 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'bia-nope', eventId: 'x', outcome: '1', stake: 500 }),
      });
      await response.text();
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('keeps the control API closed to other origins', async () => {
      const response = await fetch(`${sandbox.url}/__sandbox/config/general`, { headers: fromFrame });
      await response.text();
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('lists the sportsbook widget’s provider as enabled in a fresh general config', async () => {
    const config = (await api.get(paths.generalConfig)).body as {
      gameproviders: { enabled: string[]; realMoneyMode: string[]; maintenanceMode: string[] };
    };
    expect([
      config.gameproviders.enabled.includes(sportsbookProviderCode),
      config.gameproviders.realMoneyMode.includes(sportsbookProviderCode),
      config.gameproviders.maintenanceMode.includes(sportsbookProviderCode),
    ]).toEqual([true, true, false]);
  });
});
