import { describe, expect, it } from 'vitest';
import { createCategory } from '../testing/catalogue.builder.ts';
import { FakeCataloguePort } from '../testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LoadPageCategoriesUseCase } from './load-page-categories.use-case.ts';

function setUp() {
  const catalogue = new FakeCataloguePort();
  const useCase = new LoadPageCategoriesUseCase(catalogue, new FakeErrorCatalogue());
  return { catalogue, useCase };
}

describe('LoadPageCategoriesUseCase', () => {
  it('keeps the visible categories of the page, orderNumber 1 first', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categories = [
      createCategory({ id: 3, orderNumber: 3, pageToShowOn: ['PROVIDERS'] }),
      createCategory({ id: 1, orderNumber: 1, pageToShowOn: ['PROVIDERS'] }),
      createCategory({ id: 2, orderNumber: 2, pageToShowOn: ['PROVIDERS'], enabledGamesCount: 0 }),
      createCategory({ id: 4, orderNumber: 0, pageToShowOn: ['CASINO'] }),
      createCategory({ id: 9, orderNumber: 9, pageToShowOn: ['LIVE_CASINO', 'PROVIDERS'] }),
    ];

    const outcome = await useCase.execute({
      page: 'PROVIDERS',
      lobby: 'CASINO',
      device: 'desktop',
      language: 'lv',
    });

    expect(outcome.kind === 'categories' ? outcome.categories.map((c) => c.id) : []).toEqual([1, 3, 9]);
  });

  it('keeps every visible category on desktop, whatever its orderNumber', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categories = [createCategory({ id: 7, orderNumber: 40, pageToShowOn: ['CASINO'] })];

    const outcome = await useCase.execute({
      page: 'CASINO',
      lobby: 'CASINO',
      device: 'desktop',
      language: 'lv',
    });

    expect(outcome.kind === 'categories' ? outcome.categories.length : 0).toBe(1);
  });

  it('asks for the lobby’s game type, the device and the language', async () => {
    const { catalogue, useCase } = setUp();

    await useCase.execute({ page: 'COLLECTIONS', lobby: 'LIVE_CASINO', device: 'mobile', language: 'ru' });

    expect(catalogue.categoryCalls).toEqual([
      { page: 'COLLECTIONS', mobile: true, gameType: 'LIVE_CASINO', lang: 'ru' },
    ]);
  });

  it('reports a failure with its catalogue entry', async () => {
    const { catalogue, useCase } = setUp();
    catalogue.categoriesFailure = createApiFailure(1);

    const outcome = await useCase.execute({
      page: 'CASINO',
      lobby: 'CASINO',
      device: 'mobile',
      language: 'lv',
    });

    expect(outcome.kind).toBe('failed');
  });
});
