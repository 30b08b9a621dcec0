import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createGame } from '../testing/catalogue.builder.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakePlayerGamesPort } from '../testing/player-games-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { ToggleFavouriteUseCase } from './toggle-favourite.use-case.ts';

let tokens: InMemoryTokenStore;
let playerGames: FakePlayerGamesPort;
let toggleFavourite: ToggleFavouriteUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  playerGames = new FakePlayerGamesPort({ tokens });
  playerGames.games = [createGame({ id: 501 }), createGame({ id: 502 })];
  toggleFavourite = new ToggleFavouriteUseCase(playerGames, new FakeErrorCatalogue());
});

describe('ToggleFavouriteUseCase', () => {
  it('marks a game that is no favourite and answers the new state', async () => {
    const outcome = await toggleFavourite.execute({ gameId: 501, isFavourite: false, loggedIn: true });

    expect([outcome, playerGames.favouriteCalls]).toEqual([
      { kind: 'toggled', gameId: 501, isFavourite: true },
      [{ gameId: 501, isFavourite: true }],
    ]);
  });

  it('unmarks a favourite', async () => {
    playerGames.favourites = [createGame({ id: 502 })];

    const outcome = await toggleFavourite.execute({ gameId: 502, isFavourite: true, loggedIn: true });

    expect([outcome, playerGames.favourites]).toEqual([
      { kind: 'toggled', gameId: 502, isFavourite: false },
      [],
    ]);
  });

  it('keeps the old state and describes the error when the call fails', async () => {
    playerGames.favouriteFailure = createApiFailure(41);

    expect(await toggleFavourite.execute({ gameId: 501, isFavourite: true, loggedIn: true })).toEqual({
      kind: 'failed',
      gameId: 501,
      isFavourite: true,
      error: new FakeErrorCatalogue().describe(41),
    });
  });

  it('keeps the old state of an unknown game with the general error', async () => {
    expect(await toggleFavourite.execute({ gameId: 9, isFavourite: false, loggedIn: true })).toMatchObject({
      kind: 'failed',
      isFavourite: false,
      error: { code: -1 },
    });
  });

  it('describes a session the server no longer knows (401 errorCode 3)', async () => {
    tokens.clear();

    expect(await toggleFavourite.execute({ gameId: 501, isFavourite: false, loggedIn: true })).toMatchObject({
      kind: 'failed',
      isFavourite: false,
      error: { code: 3, clientAction: 'force-logout-open-login' },
    });
  });

  it('describes a network failure as the general error', async () => {
    playerGames.favouriteFailure = createTransportFailure();

    expect(await toggleFavourite.execute({ gameId: 501, isFavourite: false, loggedIn: true })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('offers a visitor the login without asking the server', async () => {
    const outcome = await toggleFavourite.execute({ gameId: 501, isFavourite: false, loggedIn: false });

    expect([outcome, playerGames.favouriteCalls]).toEqual([
      {
        kind: 'login-required',
        gameId: 501,
        isFavourite: false,
        next: { kind: 'open-modal', modal: 'login' },
      },
      [],
    ]);
  });
});
