import { initialFilters, withSearch } from '@lv-casino/core/catalogue/catalogue-filters.rule.ts';
import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { describe, expect, it } from 'vitest';
import { GamePagesStore, type GamePagesOptions } from './game-pages.store.ts';

const FILTERS = initialFilters('desktop', 'RNG', 1);

/** 100 games of category 1 ("Game 1" … "Game 100") behind the fake catalogue. */
function setUp(options?: GamePagesOptions) {
  const catalogue = new FakeCataloguePort();
  catalogue.games = Array.from({ length: 100 }, (_, index) =>
    createGame({ id: index + 1, name: `Game ${index + 1}`, categoryIds: [1] }),
  );
  const load = new LoadCategoryGamesUseCase(catalogue, new FakeErrorCatalogue());
  return { catalogue, pages: new GamePagesStore(load, 'desktop', options) };
}

describe('GamePagesStore', () => {
  it('shows the first 40 games, then 40 more, focusing the first added one', async () => {
    const { pages } = setUp();

    await pages.show(FILTERS);
    const first = [pages.state.kind, pages.games.length, pages.total, pages.canLoadMore];
    await pages.loadMore();

    expect([first, pages.games.length, pages.focusIndex]).toEqual([['games', 40, 100, true], 80, 40]);
  });

  it('keeps the answer of the newest load only', async () => {
    const { pages } = setUp();

    const older = pages.show(withSearch(FILTERS, 'Game 1'));
    const newer = pages.show(withSearch(FILTERS, 'Game 99'));
    await Promise.all([older, newer]);

    expect(pages.games.map((game) => game.name)).toEqual(['Game 99']);
  });

  it('keeps the games shown after a failed first page, or clears them when told', async () => {
    const kept = setUp();
    const cleared = setUp({ clearOnFailure: true });
    for (const { catalogue, pages } of [kept, cleared]) {
      await pages.show(FILTERS);
      catalogue.searchFailure = createApiFailure(500);
      await pages.show(withSearch(FILTERS, 'Game'));
    }

    expect([kept.pages, cleared.pages].map((pages) => [pages.state.kind, pages.games.length])).toEqual([
      ['failed', 40],
      ['failed', 0],
    ]);
  });

  it('shows a whole list answered at once, without a load-more', async () => {
    const { pages } = setUp();

    await pages.showAll(() => Promise.resolve({ kind: 'games', games: [createGame({ id: 7 })] }));

    expect([pages.state.kind, pages.total, pages.canLoadMore]).toEqual(['games', 1, false]);
  });

  it('drops an answer still on its way when reset', async () => {
    const { pages } = setUp();

    const load = pages.show(FILTERS);
    pages.reset();
    await load;

    expect([pages.state.kind, pages.games.length]).toEqual(['idle', 0]);
  });
});
