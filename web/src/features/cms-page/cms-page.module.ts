import { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import { LoadMenusUseCase } from '@lv-casino/core/content/load-menus.use-case.ts';
import { StoreBtagUseCase } from '@lv-casino/core/content/store-btag.use-case.ts';
import type { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { CookiePortLoader } from '../../kernel/cookie-port-loader.ts';
import { DeviceToken } from '../../kernel/device.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { CmsPageStore } from './cms-page.store.ts';
import { bindBrowserLocation } from '../../kernel/browser-location.ts';

/** The CMS page's texts (its loading status). */
export const cmsPageMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/**
 * CMS pages by slug, the help page and landing pages: core's page and menu loading over the
 * ContentPort, the btag over the cookies, and a store per page shown.
 */
export const cmsPageModule = new ContainerModule(({ bind, isBound }) => {
  bindBrowserLocation({ bind, isBound });
  if (!isBound(LoadCmsPageUseCase)) {
    bind(LoadCmsPageUseCase)
      .toResolvedValue((content: ContentPort) => new LoadCmsPageUseCase(content), [ContentPort])
      .inSingletonScope();
  }
  if (!isBound(LoadMenusUseCase)) {
    bind(LoadMenusUseCase)
      .toResolvedValue((content: ContentPort) => new LoadMenusUseCase(content), [ContentPort])
      .inSingletonScope();
  }
  bind(CmsPageStore)
    .toResolvedValue(
      (
        load: LoadCmsPageUseCase,
        menus: LoadMenusUseCase,
        device: Device,
        loadCookies: () => Promise<CookiePort>,
      ) =>
        new CmsPageStore({
          load,
          menus,
          device,
          storeBtag: async (search) => {
            new StoreBtagUseCase(await loadCookies()).execute(search);
          },
        }),
      [LoadCmsPageUseCase, LoadMenusUseCase, DeviceToken, CookiePortLoader],
    )
    .inTransientScope();
});
