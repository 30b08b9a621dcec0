import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, Game } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { limitsOf } from '../responsible-gaming/limits.store.ts';
import { ApiClient, errorOf, paths, startTestSandbox } from '../testing/sandbox-harness.ts';
import { playerOf, whileSelfExcluded, withLock } from './games.test-kit.ts';

const v1 = '/api/v1/customerfacing';
const v2 = '/api/v2/customerfacing';
const prepare = (id: number, real: boolean) => `${v1}/gaming/games/${id}/prepare?real=${real}&mobile=false`;

describe('game play over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let games: Game[];

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    api = new ApiClient(sandbox.url);
    games = [...sandbox.state.catalogue.games];
  });

  afterAll(async () => {
    expect(sandbox.violations).toEqual([]);
    await sandbox.close();
  });

  const find = (test: (g: Game) => boolean): Game => {
    const game = games.find(test);
    if (game === undefined) throw new Error('no such game in the catalogue');
    return game;
  };
  const demoGame = () => find((g) => g.demoModeEnabled && g.realMoneyEnabled && g.uniqueGameId !== null);

  const spin = async (launchUrl: string, stake: number) => {
    const token = new URL(launchUrl).searchParams.get('token');
    const response = await fetch(`${sandbox.url}/__sandbox/games/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, stake }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('prepares demo play of a visitor with a sandbox game page', async () => {
    const game = demoGame();
    const response = await api.post(prepare(game.id, false), undefined);
    const launch = response.body as { launchUrl: string; gameSessionId: string | null };
    expect(launch.gameSessionId).toBeNull();
    expect(new URL(launch.launchUrl).pathname).toBe(`/__sandbox/games/${game.friendlyUrl}`);
  });

  it('refuses demo play of a game without demo mode with 45', async () => {
    const game = find((g) => !g.demoModeEnabled);
    expect(errorOf(await api.post(prepare(game.id, false), undefined)).errorCode).toBe(45);
  });

  it('refuses real play without a token with 401 (errorCode 3)', async () => {
    const response = await api.post(prepare(demoGame().id, true), undefined);
    expect([response.status, errorOf(response).errorCode]).toEqual([401, 3]);
  });

  it('puts a game prepared for real play first in the last-played list', async () => {
    const { accessToken } = await api.login();
    const game = demoGame();
    const response = await api.post(prepare(game.id, true), undefined, accessToken);
    expect((response.body as { gameSessionId: string | null }).gameSessionId).toMatch(/^gs-/);
    const lists = await api.get(`${v2}/gaming/games/favouriteAndLastPlayedGames`, accessToken);
    expect((lists.body as { lastPlayedGames: Game[] }).lastPlayedGames[0]?.id).toBe(game.id);
  });

  it('refuses real play of a player whose KYC is not verified with 91', async () => {
    const { accessToken } = await api.login('janis');
    expect(errorOf(await api.post(prepare(demoGame().id, true), undefined, accessToken)).errorCode).toBe(91);
  });

  it('refuses real play of a game without real money with 44', async () => {
    const { accessToken } = await api.login();
    const game = find((g) => !g.realMoneyEnabled);
    expect(errorOf(await api.post(prepare(game.id, true), undefined, accessToken)).errorCode).toBe(44);
  });

  it('refuses a game whose provider is in maintenance with 50', async () => {
    const game = demoGame();
    const providers = sandbox.state.generalConfig.gameproviders;
    sandbox.state.generalConfig.gameproviders = { ...providers, maintenanceMode: [game.gameProvider] };
    try {
      expect(errorOf(await api.post(prepare(game.id, false), undefined)).errorCode).toBe(50);
    } finally {
      sandbox.state.generalConfig.gameproviders = providers;
    }
  });

  it.each([
    ['FROZEN', 69],
    ['COOLING_OFF', 66],
    ['CLOSED', 2],
  ])('refuses real play of a player locked %s with %i', async (lock, code) => {
    const { accessToken } = await api.login();
    await withLock(playerOf(sandbox, 'anna'), lock, async () => {
      expect(errorOf(await api.post(prepare(demoGame().id, true), undefined, accessToken)).errorCode).toBe(
        code,
      );
    });
  });

  it('refuses real play of a self-excluded player with 39', async () => {
    const { accessToken } = await api.login();
    await whileSelfExcluded(sandbox, playerOf(sandbox, 'anna'), async () => {
      const response = await api.post(prepare(demoGame().id, true), undefined, accessToken);
      expect(errorOf(response).errorCode).toBe(39);
    });
  });

  it('refuses a real spin above a responsible-gaming limit with 40', async () => {
    const { accessToken } = await api.login();
    const game = demoGame();
    const { launchUrl } = (await api.post(prepare(game.id, true), undefined, accessToken)).body as {
      launchUrl: string;
    };
    const anna = playerOf(sandbox, 'anna');
    const limits = limitsOf(sandbox.state).careOf(anna).limits;
    const saved = [...limits];
    limitsOf(sandbox.state).update(anna, {
      limits: [{ type: 'MAX_BET_AMOUNT', period: 'ONCE', amount: 100 }],
    });
    try {
      expect((await spin(launchUrl, 200)).body).toMatchObject({
        errorCode: 40,
        responsibleGamingType: 'MAX_BET_AMOUNT',
      });
    } finally {
      limits.splice(0, limits.length, ...saved);
    }
  });

  it('serves the game page of a launch URL', async () => {
    const game = demoGame();
    const { launchUrl } = (await api.post(prepare(game.id, false), undefined)).body as { launchUrl: string };
    const response = await fetch(launchUrl);
    expect([response.status, (await response.text()).includes('"token"')]).toEqual([200, true]);
  });

  it('names the game in the page’s heading, not a template placeholder', async () => {
    const game = demoGame();
    const { launchUrl } = (await api.post(prepare(game.id, false), undefined)).body as { launchUrl: string };
    const html = await (await fetch(launchUrl)).text();
    expect([html.includes('{{title}}'), html.includes(`<h1 id="title">${game.gameName}</h1>`)]).toEqual([
      false,
      true,
    ]);
  });

  it('moves the balance by the win minus the stake of a real spin', async () => {
    const { accessToken } = await api.login();
    const before = (await api.get(paths.balances, accessToken)).body as Balance;
    const { launchUrl } = (await api.post(prepare(demoGame().id, true), undefined, accessToken)).body as {
      launchUrl: string;
    };
    const round = (await spin(launchUrl, 100)).body as { win: number };
    const after = (await api.get(paths.balances, accessToken)).body as Balance;
    expect(after.totalBalance - before.totalBalance).toBe(round.win - 100);
  });

  it('refuses a real spin above the balance with 21', async () => {
    const { accessToken } = await api.login();
    const anna = playerOf(sandbox, 'anna');
    const { launchUrl } = (await api.post(prepare(demoGame().id, true), undefined, accessToken)).body as {
      launchUrl: string;
    };
    const saved = [anna.cashBalance, anna.bonusBalance] as const;
    [anna.cashBalance, anna.bonusBalance] = [50, 0];
    try {
      expect((await spin(launchUrl, 100)).body.errorCode).toBe(21);
    } finally {
      [anna.cashBalance, anna.bonusBalance] = saved;
    }
  });

  it('counts real rounds in the statistics', async () => {
    const { accessToken } = await api.login();
    const game = demoGame();
    const rounds = async () => {
      const all = (await api.get(`${v1}/gaming/games/statistics`)).body as {
        gameId: number;
        roundsCount: number;
      }[];
      return all.find((s) => s.gameId === game.id)?.roundsCount ?? 0;
    };
    const before = await rounds();
    const { launchUrl } = (await api.post(prepare(game.id, true), undefined, accessToken)).body as {
      launchUrl: string;
    };
    await spin(launchUrl, 10);
    expect(await rounds()).toBe(before + 1);
  });
});
