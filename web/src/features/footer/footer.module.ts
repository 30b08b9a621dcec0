import { LoadMenusUseCase } from '@lv-casino/core/content/load-menus.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { FooterStore } from './footer.store.ts';

/** The footer's CMS menus over the ContentPort, in the page language. */
export const footerModule = new ContainerModule((options) => {
  const { bind } = options;
  bindUseCase(options, LoadMenusUseCase, ContentPort);
  bind(FooterStore)
    .toDynamicValue((context) => {
      const intl = context.get(IntlStore);
      return new FooterStore(context.get(LoadMenusUseCase), () => intl.language);
    })
    .inTransientScope();
});
