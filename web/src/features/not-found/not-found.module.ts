import { LoadContentBlockUseCase } from '@lv-casino/core/content/load-content-block.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { NotFoundStore } from './not-found.store.ts';

/**
 * /404: core's content blocks (one for the app, shared with the lobby's blocks and their cache) and a
 * store per showing of the page.
 */
export const notFoundModule = new ContainerModule((options) => {
  const { bind } = options;
  // The content blocks' module may have bound it already (one binding per token).
  bindUseCase(options, LoadContentBlockUseCase, ContentPort);
  bind(NotFoundStore)
    .toDynamicValue(
      (context) =>
        new NotFoundStore(
          context.get(LoadContentBlockUseCase),
          context.get(IntlStore),
          context.get<Device>(DeviceToken),
        ),
    )
    .inTransientScope();
});
