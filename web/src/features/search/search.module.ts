import { LoadCategoryGamesUseCase } from '@lv-casino/core/catalogue/load-category-games.use-case.ts';
import { SearchGamesUseCase } from '@lv-casino/core/catalogue/search-games.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../kernel/catalogue/games.bindings.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { SearchStore } from './search.store.ts';

/**
 * The search feature's texts, with the catalogue's: a search that finds nothing says so with the
 * catalogue's no.games.found, at once rather than after another chunk.
 */
export const searchMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The search modals: core's standalone search (the whole catalogue) and category grid (a search
 * within one category), and a SearchStore per opening of a search modal.
 */
export const searchModule = new ContainerModule((options) => {
  const { bind } = options;
  bindGamesUseCases(options);
  // Transient: every opening of a search modal starts with an empty search.
  bind(SearchStore)
    .toDynamicValue(
      (context) =>
        new SearchStore({
          search: context.get(SearchGamesUseCase),
          categoryGames: context.get(LoadCategoryGamesUseCase),
          device: context.get<Device>(DeviceToken),
          clock: context.get<ClockPort>(ClockPort),
        }),
    )
    .inTransientScope();
});
