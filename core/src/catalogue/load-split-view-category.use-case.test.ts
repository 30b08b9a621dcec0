import { describe, expect, it } from 'vitest';
import { createCategory } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LoadSplitViewCategoryUseCase } from './load-split-view-category.use-case.ts';

const LIVE = createCategory({ id: 877, name: 'All live games', pageToShowOn: ['LIVE_CASINO'] });

function setUp() {
  const catalogue = new FakeCataloguePort();
  catalogue.categories = [createCategory({ id: 860, pageToShowOn: ['CASINO'] }), LIVE];
  return { catalogue, useCase: new LoadSplitViewCategoryUseCase(catalogue, new FakeErrorCatalogue()) };
}

describe('LoadSplitViewCategoryUseCase', () => {
  it('opens on category 877 by default', async () => {
    const { useCase } = setUp();

    const outcome = await useCase.execute({ context: 'LIVE_CASINO', device: 'desktop', language: 'en' });

    expect(outcome).toEqual({
      kind: 'category',
      categoryId: 877,
      category: LIVE,
      lobby: 'LIVE_CASINO',
      gameType: 'LIVE_CASINO',
    });
  });

  it('finds a live-casino category from a casino page, and asks for live games', async () => {
    const { catalogue, useCase } = setUp();

    const outcome = await useCase.execute({ context: 'CASINO', device: 'mobile', language: 'lv' });

    expect({
      found: outcome.kind === 'category' ? [outcome.lobby, outcome.gameType] : outcome.kind,
      calls: catalogue.categoryCalls,
    }).toEqual({
      found: ['LIVE_CASINO', 'LIVE_CASINO'],
      calls: [
        { page: 'CASINO', mobile: true, gameType: 'RNG', lang: 'lv' },
        { page: 'LIVE_CASINO', mobile: true, gameType: 'LIVE_CASINO', lang: 'lv' },
      ],
    });
  });

  it('asks one lobby only when the location’s lobby lists the category', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categories = [createCategory({ id: 877, pageToShowOn: ['CASINO', 'LIVE_CASINO'] })];

    const outcome = await useCase.execute({ context: 'HOME_PAGE', device: 'desktop', language: 'en' });

    expect([outcome.kind === 'category' && outcome.gameType, catalogue.categoryCalls.length]).toEqual([
      'RNG',
      1,
    ]);
  });

  it('opens on another category when asked', async () => {
    const { useCase } = setUp();

    const outcome = await useCase.execute({
      context: 'CASINO',
      device: 'desktop',
      language: 'en',
      categoryId: 860,
    });

    expect(outcome.kind === 'category' && [outcome.category?.id, outcome.lobby]).toEqual([860, 'CASINO']);
  });

  it('keeps the location’s lobby when no lobby shows the category (hidden or unknown)', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categories = [{ ...LIVE, enabled: false }];

    const outcome = await useCase.execute({ context: 'LIVE_CASINO', device: 'desktop', language: 'en' });

    expect(outcome).toEqual({
      kind: 'category',
      categoryId: 877,
      category: null,
      lobby: 'LIVE_CASINO',
      gameType: 'LIVE_CASINO',
    });
  });

  it('reports a failed categories call with its catalogue entry', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categoriesFailure = createApiFailure(1);

    const outcome = await useCase.execute({ context: 'CASINO', device: 'desktop', language: 'en' });

    expect(outcome.kind === 'failed' && outcome.error.messageKey).toEqual(expect.any(String));
  });
});
