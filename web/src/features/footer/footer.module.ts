import { LoadMenusUseCase } from '@lv-casino/core/content/load-menus.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import { ContainerModule } from 'inversify';
import { IntlStore } from '../../kernel/intl.store.ts';
import { FooterStore } from './footer.store.ts';

/** The footer's CMS menus over the ContentPort, in the page language. */
export const footerModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(LoadMenusUseCase)) {
    bind(LoadMenusUseCase)
      .toResolvedValue((content: ContentPort) => new LoadMenusUseCase(content), [ContentPort])
      .inSingletonScope();
  }
  bind(FooterStore)
    .toResolvedValue(
      (load: LoadMenusUseCase, intl: IntlStore) => new FooterStore(load, () => intl.language),
      [LoadMenusUseCase, IntlStore],
    )
    .inTransientScope();
});
