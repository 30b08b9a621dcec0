import { LoadContentBlockUseCase } from '@lv-casino/core/content/load-content-block.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../bind-use-case.ts';
import { DeviceToken } from '../device.ts';
import { IntlStore } from '../intl.store.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { ContentBlockStore } from './content-block.store.ts';

/** The texts of the content blocks (Read more, Show less, the regions' names). */
export const contentBlockMessages = messageLoader(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

/**
 * The CMS content blocks of the lobby pages (main banners, SEO texts): core's block loading, one for
 * the app so its cache is shared by every page, and a store per block on screen.
 */
export const contentBlockModule = new ContainerModule((options) => {
  const { bind } = options;
  // Another feature's module may have bound it already (one binding per token).
  bindUseCase(options, LoadContentBlockUseCase, ContentPort);
  bind(ContentBlockStore)
    .toDynamicValue(
      (context) =>
        new ContentBlockStore(
          context.get(LoadContentBlockUseCase),
          context.get(IntlStore),
          context.get<Device>(DeviceToken),
        ),
    )
    .inTransientScope();
});
