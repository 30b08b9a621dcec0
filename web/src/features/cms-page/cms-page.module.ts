import { LoadCmsPageUseCase } from '@lv-casino/core/content/load-cms-page.use-case.ts';
import type { SiteEnvironment } from '@lv-casino/core/content/robots.rule.ts';
import { ContentPort } from '@lv-casino/core/ports/content.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { ContainerModule } from 'inversify';
import { DeviceToken } from '../../app/device.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { CmsPageStore } from './cms-page.store.ts';
import { LeaveForUrl, replaceLocation } from './leave-for-url.ts';

/** The CMS page's texts (its loading status). */
export const cmsPageMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/**
 * The environment the robots meta is decided for. Nothing in the app says yet whether it runs as the
 * live site, so pages are not indexed (the safe side) until the config names it.
 */
const SITE_ENVIRONMENT: SiteEnvironment = 'test';

/** CMS pages by slug: core's page loading over the ContentPort, and a store per page shown. */
export const cmsPageModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(LoadCmsPageUseCase)) {
    bind(LoadCmsPageUseCase)
      .toResolvedValue((content: ContentPort) => new LoadCmsPageUseCase(content), [ContentPort])
      .inSingletonScope();
  }
  if (!isBound(LeaveForUrl)) bind<LeaveForUrl>(LeaveForUrl).toConstantValue(replaceLocation);
  bind(CmsPageStore)
    .toResolvedValue(
      (load: LoadCmsPageUseCase, device: Device) => new CmsPageStore(load, device, SITE_ENVIRONMENT),
      [LoadCmsPageUseCase, DeviceToken],
    )
    .inTransientScope();
});
