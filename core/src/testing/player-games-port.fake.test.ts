import { describe, expect, it } from 'vitest';
import { createGame } from './catalogue.builder.ts';
import { createApiFailure } from './failure.builder.ts';
import { FakePlayerGamesPort } from './player-games-port.fake.ts';
import { InMemoryTokenStore } from './token-store.in-memory.ts';
import { createTokens } from './user.builder.ts';

const ids = (games: readonly { readonly id: number }[]) => games.map((game) => game.id);

describe('FakePlayerGamesPort', () => {
  it('answers both lists', async () => {
    const port = new FakePlayerGamesPort();
    port.favourites = [createGame({ id: 1 })];
    port.lastPlayed = [createGame({ id: 2 })];

    const lists = await port.getFavouritesAndLastPlayed(true);

    expect(lists.ok && [ids(lists.value.favourites), ids(lists.value.lastPlayed)]).toEqual([[1], [2]]);
  });

  it('puts a marked game of the catalogue first among the favourites', async () => {
    const port = new FakePlayerGamesPort();
    port.favourites = [createGame({ id: 1 })];
    port.games = [createGame({ id: 3 })];

    expect(await port.setFavourite(3, true)).toEqual({ ok: true, value: true });
    expect(ids(port.favourites)).toEqual([3, 1]);
  });

  it('marks a last-played game', async () => {
    const port = new FakePlayerGamesPort();
    port.lastPlayed = [createGame({ id: 2 })];

    await port.setFavourite(2, true);

    expect(ids(port.favourites)).toEqual([2]);
  });

  it('fails an unknown game with 404 errorCode -1', async () => {
    expect(await new FakePlayerGamesPort().setFavourite(9, true)).toEqual({
      ok: false,
      error: createApiFailure(-1),
    });
  });

  it('fails each call with the failure it is given, changing nothing', async () => {
    const port = new FakePlayerGamesPort();
    port.favourites = [createGame({ id: 1 })];
    port.listsFailure = createApiFailure(41);
    port.favouriteFailure = createApiFailure(41);

    expect([await port.getFavouritesAndLastPlayed(false), await port.setFavourite(1, false)]).toEqual([
      { ok: false, error: createApiFailure(41) },
      { ok: false, error: createApiFailure(41) },
    ]);
    expect(ids(port.favourites)).toEqual([1]);
  });

  it('answers 401 errorCode 3 without a stored token, changing nothing', async () => {
    const tokens = new InMemoryTokenStore(createTokens());
    const port = new FakePlayerGamesPort({ tokens });
    port.games = [createGame({ id: 1 })];
    tokens.clear();

    expect([await port.getFavouritesAndLastPlayed(false), await port.setFavourite(1, true)]).toEqual([
      { ok: false, error: createApiFailure(3) },
      { ok: false, error: createApiFailure(3) },
    ]);
    expect([port.favourites, port.listCalls, port.favouriteCalls]).toEqual([
      [],
      [false],
      [{ gameId: 1, isFavourite: true }],
    ]);
  });
});
