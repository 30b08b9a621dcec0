import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { createGame } from '../testing/catalogue.builder.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { SearchGamesUseCase } from './search-games.use-case.ts';

let catalogue: FakeCataloguePort;
let search: SearchGamesUseCase;

beforeEach(() => {
  catalogue = new FakeCataloguePort();
  catalogue.games = [createGame({ id: 1, name: 'Book of Ra' }), createGame({ id: 2, name: 'Shining Crown' })];
  search = new SearchGamesUseCase(catalogue, new FakeErrorCatalogue());
});

describe('SearchGamesUseCase', () => {
  it('finds the games whose name matches', async () => {
    const outcome = await search.execute({ text: 'book', device: 'desktop' });
    expect(outcome.kind === 'games' ? outcome.games.map((game) => game.id) : []).toEqual([1]);
  });

  it('asks for 9999 RNG games with the trimmed text', async () => {
    await search.execute({ text: ' crown ', device: 'mobile' });
    expect(catalogue.searchCalls[0]).toMatchObject({ pageSize: 9999, globalSearch: 'crown', mobile: true });
  });

  it('searches live games when asked', async () => {
    await search.execute({ text: 'x', device: 'desktop', gameType: 'LIVE_CASINO' });
    expect(catalogue.searchCalls[0]?.columnSearches[0]).toMatchObject({ value: 'LIVE_CASINO' });
  });

  it('shows no.games.found when nothing matches', async () => {
    expect(await search.execute({ text: 'zzz', device: 'desktop' })).toEqual({
      kind: 'empty',
      messageKey: 'no.games.found',
    });
  });

  it('asks nothing for a blank text', async () => {
    const outcome = await search.execute({ text: '  ', device: 'desktop' });
    expect({ outcome, calls: catalogue.searchCalls.length }).toEqual({ outcome: { kind: 'idle' }, calls: 0 });
  });

  it('fails with the general error on a transport failure', async () => {
    catalogue.searchFailure = createTransportFailure();
    expect(await search.execute({ text: 'x', device: 'desktop' })).toMatchObject({
      kind: 'failed',
      error: { code: -1 },
    });
  });
});
