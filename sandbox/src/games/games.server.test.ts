import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../dto.ts';
import type { Sandbox } from '../server.ts';
import { ApiClient, errorOf, startTestSandbox } from '../testing/sandbox-harness.ts';

const v1 = '/api/v1/customerfacing';
const v2 = '/api/v2/customerfacing';

describe('games over HTTP', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
  let games: Game[];

  beforeAll(async () => {
    sandbox = await startTestSandbox({ now: () => clock });
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

  it('lists every category with its games, hot games first', async () => {
    const response = await api.get(`${v2}/gaming/games/getAllPerCategory`);
    const list = response.body as { categoryId: number; gameIds: number[] }[];
    expect(list).toHaveLength(sandbox.state.catalogue.categories.length);
    const withGames = list.find((c) => c.gameIds.length > 10);
    const first = games.find((g) => g.id === withGames?.gameIds[0]);
    const members = games.filter(
      (g) => withGames !== undefined && g.gameCategoryIds.includes(withGames.categoryId),
    );
    expect(first?.isHot).toBe(members.some((g) => g.isHot));
  });

  it('lists the game tags once each', async () => {
    const tags = (await api.get(`${v1}/gaming/gameTags`)).body as { tag: string; gameType: string }[];
    expect(tags.length).toBeGreaterThan(0);
    expect(new Set(tags.map((t) => `${t.tag}/${t.gameType}`)).size).toBe(tags.length);
  });

  it('describes a game in Latvian, English and Russian', async () => {
    const { id } = demoGame();
    const texts = await Promise.all(
      ['lv', 'en', 'ru'].map(async (locale) => {
        const response = await api.get(`${v2}/gaming/gameDescriptions/game/${id}?locale=${locale}`);
        return (response.body as { description: string }).description;
      }),
    );
    expect(new Set(texts).size).toBe(3);
  });

  it('answers 404 for the description of an unknown game', async () => {
    const response = await api.get(`${v2}/gaming/gameDescriptions/game/999999?locale=lv`);
    expect([response.status, errorOf(response).errorCode]).toEqual([404, -1]);
  });

  it('finds the game of a friendly URL for a logged-in customer', async () => {
    const { accessToken } = await api.login();
    const game = demoGame();
    const response = await api.get(
      `${v1}/gaming/games/getGamesByFriendlyUrl/${game.friendlyUrl}`,
      accessToken,
    );
    expect((response.body as Game[]).map((g) => g.id)).toEqual([game.id]);
  });

  it('answers 404 for an unknown friendly URL', async () => {
    const { accessToken } = await api.login();
    const response = await api.get(`${v1}/gaming/games/getGamesByFriendlyUrl/no-such-game`, accessToken);
    expect(response.status).toBe(404);
  });

  it('adds a favourite that the favourites list then holds', async () => {
    const { accessToken } = await api.login('janis');
    const game = demoGame();
    await api.post(
      `${v1}/customers/gaming/games/${game.id}/favourite?isFavourite=true`,
      undefined,
      accessToken,
    );
    const lists = await api.get(`${v2}/gaming/games/favouriteAndLastPlayedGames`, accessToken);
    expect((lists.body as { favouriteGames: Game[] }).favouriteGames.map((g) => g.id)).toEqual([game.id]);
  });

  it('removes a favourite', async () => {
    const { accessToken } = await api.login('janis');
    const game = demoGame();
    await api.post(
      `${v1}/customers/gaming/games/${game.id}/favourite?isFavourite=true`,
      undefined,
      accessToken,
    );
    const response = await api.post(
      `${v1}/customers/gaming/games/${game.id}/favourite?isFavourite=false`,
      undefined,
      accessToken,
    );
    expect(response.body).toEqual({ gameId: game.id, isFavourite: false });
  });

  it('offers another game with demo when a random pick has none', async () => {
    const noDemo = find((g) => !g.demoModeEnabled && g.gameType === 'RNG');
    const response = await api.post(`${v1}/gaming/games/${noDemo.id}/evaluateRandom?real=false`, undefined);
    expect((response.body as Game).demoModeEnabled).toBe(true);
  });

  it('moves the live roulette results on as time passes', async () => {
    type Tables = { tables: { denchGameId: string; gameType: string; results: string[] }[] };
    const roulette = async () =>
      ((await api.get(`${v1}/gaming/evolution/state`)).body as Tables).tables.find(
        (t) => t.gameType === 'roulette' && t.results.length > 0,
      );
    const before = await roulette();
    if (before === undefined) throw new Error('no open roulette table');
    clock += 45_000;
    const after = (await api.get(`${v1}/gaming/evolution/state`)).body as Tables;
    expect(after.tables.find((t) => t.denchGameId === before.denchGameId)?.results.slice(1)).toEqual(
      before.results.slice(0, -1),
    );
  });

  it('grows the jackpots with the clock', async () => {
    type Feed = Record<string, { jackpotFeedDataList: { totalJackpotAmount: number }[] }>;
    const total = async () =>
      ((await api.get(`${v1}/gaming/jackpotFeed`)).body as Feed).egt?.jackpotFeedDataList[0]
        ?.totalJackpotAmount ?? 0;
    const before = await total();
    clock += 10_000;
    expect(await total()).toBeGreaterThan(before);
  });

  it('lists the biggest live-casino wins of the month, biggest first', async () => {
    const response = await api.get(`${v1}/getActivityFeedMonthlyBiggestWins?gameProduct=LIVE_CASINO`);
    const wins = response.body as { winAmount: number; gameProduct: string }[];
    expect(wins.every((w) => w.gameProduct === 'LIVE_CASINO')).toBe(true);
    expect(wins.map((w) => w.winAmount)).toEqual([...wins.map((w) => w.winAmount)].sort((a, b) => b - a));
  });
});
