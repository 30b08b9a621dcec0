import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure, createTransportFailure } from '../testing/failure.builder.ts';
import { createGameDescription } from '../testing/game-description.builder.ts';
import { FakeGamePort } from '../testing/game-port.fake.ts';
import { LoadGameDescriptionUseCase } from './load-game-description.use-case.ts';

let games: FakeGamePort;
let loadDescription: LoadGameDescriptionUseCase;

beforeEach(() => {
  games = new FakeGamePort();
  loadDescription = new LoadGameDescriptionUseCase(games, new FakeErrorCatalogue());
});

describe('LoadGameDescriptionUseCase', () => {
  it('answers the description of the game in the language asked', async () => {
    const outcome = await loadDescription.execute({ gameId: 501, lang: 'ru' });

    expect([outcome, games.descriptionCalls]).toEqual([
      { kind: 'description', description: createGameDescription({ gameId: 501, lang: 'ru' }) },
      [{ gameId: 501, lang: 'ru' }],
    ]);
  });

  it('shows no description, and no error, for a game that has none (404)', async () => {
    games.descriptionFailure = createApiFailure(-1, 404);

    expect(await loadDescription.execute({ gameId: 501, lang: 'lv' })).toEqual({ kind: 'none' });
  });

  it('describes any other error from the catalogue', async () => {
    games.descriptionFailure = createApiFailure(41);

    expect(await loadDescription.execute({ gameId: 501, lang: 'lv' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });

  it('describes a malformed answer (errorCode -1 with a 2xx status) as the general error', async () => {
    games.descriptionFailure = createApiFailure(-1, 200);

    expect(await loadDescription.execute({ gameId: 501, lang: 'lv' })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });

  it('describes a network failure as the general error', async () => {
    games.descriptionFailure = createTransportFailure();

    expect(await loadDescription.execute({ gameId: 501, lang: 'en' })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });
});
