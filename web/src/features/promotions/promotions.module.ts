import { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import { LoadPromotionsUseCase } from '@lv-casino/core/content/load-promotions.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { PromotionsStore } from './promotions.store.ts';
import { bindBrowserLocation } from '../../kernel/browser-location.ts';

/** The promotions pages' texts. */
export const promotionsMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/**
 * The promotions pages: core's promotions and CMS page loading over the ContentPort (the CMS page's
 * use-case shared with the CMS page feature when it is bound already), and a store per page shown.
 */
export const promotionsModule = new ContainerModule((options) => {
  const { bind } = options;
  bindBrowserLocation(options);
  bindUseCase(options, LoadPromotionsUseCase, ContentPort);
  bindUseCase(options, LoadCmsPageUseCase, ContentPort);
  bind(PromotionsStore)
    .toDynamicValue(
      (context) =>
        new PromotionsStore(
          context.get(LoadPromotionsUseCase),
          context.get(LoadCmsPageUseCase),
          context.get<Device>(DeviceToken),
        ),
    )
    .inTransientScope();
});
