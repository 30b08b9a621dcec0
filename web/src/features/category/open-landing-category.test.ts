import { createCategory, createGame } from '@lv-casino/core/testing/catalogue.builder.ts';
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { createAppContainer } from '../../shell/container.ts';
import { createFakePortsModule, createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { categoryModule } from './category.module.ts';
import { CategoryStore } from './category.store.ts';
import { openLandingCategory } from './open-landing-category.ts';

/** The app's container with the category module, on a casino with "Slots" (id 1) and "Tables" (id 2). */
function casino(): { readonly container: Container; readonly ports: TestPorts } {
  const ports = createTestPorts();
  ports.catalogue.categories = [
    createCategory({ id: 1, friendlyUrl: 'slots', name: 'Slots' }),
    createCategory({ id: 2, friendlyUrl: 'tables', name: 'Tables' }),
  ];
  ports.catalogue.games = [createGame({ id: 7, categoryIds: [1] })];
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'mobile',
    initialLanguage: 'en',
  });
  container.load(categoryModule);
  return { container, ports };
}

/** The categories whose games were asked for, by id. */
const searchedCategories = (ports: TestPorts): string[] =>
  ports.catalogue.searchCalls.flatMap((query) =>
    query.columnSearches.filter((search) => search.key === 'gameCategoryIds').map((search) => search.value),
  );

describe('openLandingCategory', () => {
  it("asks for a category deep link's games once start-up is ready, before the page renders", async () => {
    const { container, ports } = casino();
    openLandingCategory(container, '/en/casino/tables');
    await container.get(StartUpStore).start('en');
    await expect.poll(() => searchedCategories(ports)).toEqual(['2']);
  });

  it('opens the category the page will show', async () => {
    const { container } = casino();
    await container.get(StartUpStore).start('en');
    openLandingCategory(container, '/en/casino/slots');
    await expect
      .poll(() => container.get(CategoryStore).page)
      .toMatchObject({ kind: 'category', category: { id: 1 } });
  });

  it('starts nothing when the visit landed elsewhere (the lobby, a special list)', async () => {
    const { container, ports } = casino();
    openLandingCategory(container, '/en/casino');
    openLandingCategory(container, '/en/casino/favourites');
    await container.get(StartUpStore).start('en');
    expect(container.get(CategoryStore).route).toBeNull();
    expect(ports.catalogue.searchCalls).toEqual([]);
  });
});
