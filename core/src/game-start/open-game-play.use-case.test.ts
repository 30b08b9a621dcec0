import { describe, expect, it } from 'vitest';
import { createGame } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeGamePort } from '../testing/game-port.fake.ts';
import { createUser } from '../testing/user.builder.ts';
import { OpenGamePlayUseCase, type OpenGamePlayInput } from './open-game-play.use-case.ts';
import { StartGameUseCase } from './start-game.use-case.ts';

const setUp = () => {
  const catalogue = new FakeCataloguePort();
  catalogue.games = [
    createGame({ id: 7, friendlyUrl: 'book-of-riga', demoModeEnabled: true }),
    createGame({ id: 8, friendlyUrl: 'book-of-riga-deluxe', demoModeEnabled: true }),
  ];
  const games = new FakeGamePort();
  const errors = new FakeErrorCatalogue();
  const useCase = new OpenGamePlayUseCase(catalogue, new StartGameUseCase(games, errors), errors);
  return { catalogue, games, useCase };
};

const input = (overrides: Partial<OpenGamePlayInput> = {}): OpenGamePlayInput => ({
  mode: 'demo',
  friendlyUrl: 'book-of-riga',
  user: null,
  config: { restrictGameplayKycNotVerified: false },
  device: 'desktop',
  ...overrides,
});

describe('OpenGamePlayUseCase', () => {
  it('starts the game whose friendly URL the path names, exactly', async () => {
    const { games, useCase } = setUp();

    await useCase.execute(input());

    expect(games.calls).toEqual([{ gameId: 7, real: false, mobile: false }]);
  });

  it('sends an unknown friendly URL to the not-found page', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute(input({ friendlyUrl: 'no-such-game' }))).toMatchObject({
      game: null,
      outcome: { kind: 'not-found' },
    });
  });

  it('answers the game it found, for the page to name it', async () => {
    const { useCase } = setUp();

    expect(await useCase.execute(input())).toMatchObject({ game: { id: 7, friendlyUrl: 'book-of-riga' } });
  });

  it('starts real play for a verified player', async () => {
    const { games, useCase } = setUp();

    await useCase.execute(input({ mode: 'real', user: createUser({ kycVerified: 'VERIFIED' }) }));

    expect(games.calls).toEqual([{ gameId: 7, real: true, mobile: false }]);
  });

  it('fails with the catalogue’s text when the catalogue cannot answer', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.searchFailure = createApiFailure(41, 500);

    expect(await useCase.execute(input())).toMatchObject({
      outcome: { kind: 'failed', error: { code: 41 } },
    });
  });
});
