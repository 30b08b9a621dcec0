import { describe, expect, it } from 'vitest';
import { createCategory, createGame } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LOBBY_STRIP_PAGE_SIZE } from './catalogue-query.rule.ts';
import { LoadLobbyStripsUseCase } from './load-lobby-strips.use-case.ts';

function setUp() {
  const catalogue = new FakeCataloguePort();
  const useCase = new LoadLobbyStripsUseCase(catalogue, new FakeErrorCatalogue());
  return { catalogue, useCase };
}

const top = createCategory({ id: 1, name: 'Top' });
const fresh = createCategory({ id: 2, name: 'New' });

describe('LoadLobbyStripsUseCase', () => {
  it('gives each category its own games', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.games = [createGame({ id: 10, categoryIds: [1] }), createGame({ id: 20, categoryIds: [1, 2] })];

    const outcome = await useCase.execute({ categories: [top, fresh], device: 'desktop' });

    expect(
      outcome.kind === 'strips' ? outcome.strips.map((s) => [s.category.id, s.games.map((g) => g.id)]) : [],
    ).toEqual([
      [1, [10, 20]],
      [2, [20]],
    ]);
  });

  it('asks for one page of a strip and says how many games the category has', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.games = Array.from({ length: 30 }, (_, index) =>
      createGame({ id: index + 1, categoryIds: [1] }),
    );

    const outcome = await useCase.execute({ categories: [top], device: 'mobile' });

    expect(
      outcome.kind === 'strips' ? [outcome.strips[0]?.games.length, outcome.strips[0]?.total] : [],
    ).toEqual([LOBBY_STRIP_PAGE_SIZE, 30]);
  });

  it('filters by category, game type and device', async () => {
    const { catalogue, useCase } = setUp();

    await useCase.execute({ categories: [fresh], device: 'mobile' });

    expect(catalogue.searchCalls[0]?.columnSearches).toEqual([
      { key: 'gameType', operation: 'EQUALS', value: 'RNG' },
      { key: 'supportsMobile', operation: 'EQUALS', value: 'true' },
      { key: 'gameCategoryIds', operation: 'CONTAINS', value: '2' },
    ]);
  });

  it('leaves out a category without games for this device', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.games = [createGame({ id: 10, categoryIds: [1] })];

    const outcome = await useCase.execute({ categories: [top, fresh], device: 'desktop' });

    expect(outcome.kind === 'strips' ? outcome.strips.map((strip) => strip.category.id) : []).toEqual([1]);
  });

  it('reports a failed page with the catalogue’s entry', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.searchFailure = createApiFailure(41);

    expect(await useCase.execute({ categories: [top], device: 'desktop' })).toMatchObject({
      kind: 'failed',
      error: { code: 41 },
    });
  });
});
