import { LoadPageCategoriesUseCase } from '@lv-casino/core/catalogue/load-page-categories.use-case.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../../app/catalogue/games.bindings.ts';
import { DeviceToken } from '../../../app/device.ts';
import { messageLoader } from '../../../i18n/compiled-messages.ts';
import { BrowseStore } from './browse.store.ts';

/** The browse sections' texts (a chunk per language, with the sections). */
export const browseMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/** The lobby's provider slider and collections: core's page categories, a BrowseStore per section. */
export const browseModule = new ContainerModule((options) => {
  bindGamesUseCases(options);
  options
    .bind(BrowseStore)
    .toResolvedValue(
      (load: LoadPageCategoriesUseCase, device: Device) => new BrowseStore(load, device),
      [LoadPageCategoriesUseCase, DeviceToken],
    )
    .inTransientScope();
});
