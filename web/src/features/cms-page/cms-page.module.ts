import { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import { LoadMenusUseCase } from '@lv-casino/core/content/load-menus.use-case.ts';
import { StoreBtagUseCase } from '@lv-casino/core/content/store-btag.use-case.ts';
import type { CookiePort } from '@lv-casino/core/shared/cookie.port.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
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
export const cmsPageModule = new ContainerModule((options) => {
  const { bind } = options;
  bindBrowserLocation(options);
  bindUseCase(options, LoadCmsPageUseCase, ContentPort);
  bindUseCase(options, LoadMenusUseCase, ContentPort);
  bind(CmsPageStore)
    .toDynamicValue((context) => {
      const loadCookies = context.get<() => Promise<CookiePort>>(CookiePortLoader);
      return new CmsPageStore({
        load: context.get(LoadCmsPageUseCase),
        menus: context.get(LoadMenusUseCase),
        device: context.get<Device>(DeviceToken),
        storeBtag: async (search) => {
          new StoreBtagUseCase(await loadCookies()).execute(search);
        },
      });
    })
    .inTransientScope();
});
