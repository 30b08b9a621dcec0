import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createGame } from '../testing/catalogue.builder.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { FakePlayerGamesPort } from '../testing/player-games-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens } from '../testing/user.builder.ts';
import { LoadPlayerGamesUseCase } from './load-player-games.use-case.ts';

const games = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => createGame({ id: from + index }));
const ids = (list: readonly { readonly id: number }[]) => list.map((game) => game.id);

let playerGames: FakePlayerGamesPort;
let loadPlayerGames: LoadPlayerGamesUseCase;

beforeEach(() => {
  playerGames = new FakePlayerGamesPort({ tokens: new InMemoryTokenStore(createTokens()) });
  loadPlayerGames = new LoadPlayerGamesUseCase(playerGames, new FakeErrorCatalogue());
});

describe('LoadPlayerGamesUseCase', () => {
  it('answers the favourites and every last-played game of a logged-in player', async () => {
    playerGames.favourites = games(501, 2);
    playerGames.lastPlayed = games(1, 3);

    const outcome = await loadPlayerGames.execute({ loggedIn: true, device: 'desktop' });

    expect(outcome.kind === 'lists' && [ids(outcome.favourites), ids(outcome.lastPlayed)]).toEqual([
      [501, 502],
      [1, 2, 3],
    ]);
  });

  it('fills the lobby strip with the 8 newest last-played games', async () => {
    playerGames.lastPlayed = games(1, 12);

    const outcome = await loadPlayerGames.execute({ loggedIn: true, device: 'desktop' });

    expect(outcome.kind === 'lists' && [ids(outcome.lastPlayedStrip), outcome.lastPlayed.length]).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      12,
    ]);
  });

  it('answers an empty strip for a player who has played nothing', async () => {
    const outcome = await loadPlayerGames.execute({ loggedIn: true, device: 'desktop' });

    expect(outcome).toEqual({ kind: 'lists', favourites: [], lastPlayed: [], lastPlayedStrip: [] });
  });

  it.each([
    ['mobile', true],
    ['desktop', false],
  ] as const)('asks for the games of the %s site', async (device, mobile) => {
    await loadPlayerGames.execute({ loggedIn: true, device });

    expect(playerGames.listCalls).toEqual([mobile]);
  });

  it('gives a visitor no lists without asking the server', async () => {
    expect(await loadPlayerGames.execute({ loggedIn: false, device: 'desktop' })).toEqual({
      kind: 'logged-out',
    });
    expect(playerGames.listCalls).toEqual([]);
  });

  it('describes a refused call from the catalogue', async () => {
    const signedOut = new FakePlayerGamesPort({ tokens: new InMemoryTokenStore(null) });
    const outcome = await new LoadPlayerGamesUseCase(signedOut, new FakeErrorCatalogue()).execute({
      loggedIn: true,
      device: 'desktop',
    });

    expect(outcome).toMatchObject({
      kind: 'failed',
      error: { code: 3, clientAction: 'force-logout-open-login' },
    });
  });

  it('describes a network failure as the general error', async () => {
    playerGames.listsFailure = createTransportFailure();

    expect(await loadPlayerGames.execute({ loggedIn: true, device: 'mobile' })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('describes a server error by its code', async () => {
    playerGames.listsFailure = createApiFailure(41);

    expect(await loadPlayerGames.execute({ loggedIn: true, device: 'mobile' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
