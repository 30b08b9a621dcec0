import { LoadContentBlockUseCase } from '@lv-casino/core/content/load-content-block.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../kernel/device.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { NotFoundStore } from './not-found.store.ts';

/**
 * /404: core's content blocks (one for the app, shared with the lobby's blocks and their cache) and a
 * store per showing of the page.
 */
export const notFoundModule = new ContainerModule(({ bind, isBound }) => {
  // The content blocks' module may have bound it already (one binding per token).
  if (!isBound(LoadContentBlockUseCase)) {
    bind(LoadContentBlockUseCase)
      .toResolvedValue(
        (content: ContentPort, errors: ErrorCatalogue) => new LoadContentBlockUseCase(content, errors),
        [ContentPort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  bind(NotFoundStore)
    .toResolvedValue(
      (load: LoadContentBlockUseCase, intl: IntlStore, device: Device) =>
        new NotFoundStore(load, intl, device),
      [LoadContentBlockUseCase, IntlStore, DeviceToken],
    )
    .inTransientScope();
});
