import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { createGame } from '../testing/catalogue.builder.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { initialFilters, withProviders, withSearch } from './catalogue-filters.rule.ts';
import { LoadCategoryGamesUseCase } from './load-category-games.use-case.ts';

let catalogue: FakeCataloguePort;
let load: LoadCategoryGamesUseCase;
const filters = initialFilters('desktop', 'RNG', 1);

beforeEach(() => {
  catalogue = new FakeCataloguePort();
  catalogue.games = Array.from({ length: 90 }, (_, index) => createGame({ id: index + 1 }));
  load = new LoadCategoryGamesUseCase(catalogue, new FakeErrorCatalogue());
});

describe('LoadCategoryGamesUseCase', () => {
  it('loads the first 40 games of the category sorted by id', async () => {
    const outcome = await load.execute({ filters, device: 'desktop', loaded: [], total: null });
    expect({
      query: catalogue.searchCalls[0],
      shown: outcome.kind === 'games' ? outcome.games.length : 0,
    }).toEqual({
      query: {
        pageStart: 0,
        pageSize: 40,
        sortBy: 'id',
        sortAsc: true,
        columnSearches: filters.columnSearches,
        mobile: false,
      },
      shown: 40,
    });
  });

  it('adds the next 40 on load-more and keeps the button while games remain', async () => {
    const first = await load.execute({ filters, device: 'desktop', loaded: [], total: null });
    const loaded = first.kind === 'games' ? first.games : [];
    expect(await load.execute({ filters, device: 'desktop', loaded, total: 90 })).toMatchObject({
      kind: 'games',
      total: 90,
      canLoadMore: true,
      games: { length: 80 },
    });
  });

  it('hides the button once every game is shown', async () => {
    const loaded = catalogue.games.slice(0, 80);
    expect(await load.execute({ filters, device: 'desktop', loaded, total: 90 })).toMatchObject({
      canLoadMore: false,
      games: { length: 90 },
    });
  });

  it('asks nothing when every game is loaded', async () => {
    const outcome = await load.execute({ filters, device: 'desktop', loaded: catalogue.games, total: 90 });
    expect({ outcome, calls: catalogue.searchCalls.length }).toEqual({
      outcome: { kind: 'complete' },
      calls: 0,
    });
  });

  it('sends an active search as the global search', async () => {
    await load.execute({ filters: withSearch(filters, 'Game 7'), device: 'mobile', loaded: [], total: null });
    expect(catalogue.searchCalls[0]).toMatchObject({ globalSearch: 'Game 7', mobile: true });
  });

  it('shows no.games.found when the filters find nothing', async () => {
    expect(
      await load.execute({
        filters: withProviders(filters, ['none']),
        device: 'desktop',
        loaded: [],
        total: null,
      }),
    ).toEqual({ kind: 'empty', messageKey: 'no.games.found' });
  });

  it('fails with the catalogue entry of the error', async () => {
    catalogue.searchFailure = createApiFailure(41);
    expect(await load.execute({ filters, device: 'desktop', loaded: [], total: null })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
