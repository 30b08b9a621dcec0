import { describe, expect, it } from 'vitest';
import { createGame } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FindGameByFriendlyUrlUseCase } from './find-game-by-friendly-url.use-case.ts';

function setUp() {
  const catalogue = new FakeCataloguePort();
  catalogue.games = [
    createGame({ id: 1, friendlyUrl: 'cesis-express' }),
    createGame({ id: 2, friendlyUrl: 'cesis-express-deluxe' }),
  ];
  return { catalogue, useCase: new FindGameByFriendlyUrlUseCase(catalogue, new FakeErrorCatalogue()) };
}

describe('FindGameByFriendlyUrlUseCase', () => {
  it('finds the game whose friendly URL matches exactly', async () => {
    const { useCase } = setUp();

    const outcome = await useCase.execute({ friendlyUrl: 'cesis-express', device: 'desktop' });

    expect(outcome.kind === 'game' ? outcome.game.id : null).toBe(1);
  });

  it('says not found for a friendly URL no game has', async () => {
    const { useCase } = setUp();

    const outcome = await useCase.execute({ friendlyUrl: 'cesis', device: 'desktop' });

    expect(outcome.kind).toBe('not-found');
  });

  it('asks nothing when no friendly URL is named', async () => {
    const { catalogue, useCase } = setUp();

    await useCase.execute({ friendlyUrl: '', device: 'mobile' });

    expect(catalogue.searchCalls).toEqual([]);
  });

  it('reports a catalogue that cannot answer as a failure, not as not found', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.searchFailure = createApiFailure(1);

    const outcome = await useCase.execute({ friendlyUrl: 'cesis-express', device: 'desktop' });

    expect(outcome.kind).toBe('failed');
  });
});
