import { UnsubscribeUseCase } from '@lv-casino/core/content/unsubscribe.use-case.ts';
import { ContentPort } from '@lv-casino/core/content/content.port.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { UnsubscribeStore } from './unsubscribe.store.ts';

/** The unsubscribe page's texts. */
export const unsubscribeMessages = messageLoader(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);

/** The unsubscribe page: core's unsubscribe over the ContentPort, and a store per page shown. */
export const unsubscribeModule = new ContainerModule((options) => {
  const { bind } = options;
  bindUseCase(options, UnsubscribeUseCase, ContentPort);
  bind(UnsubscribeStore)
    .toDynamicValue((context) => {
      const navigator = context.get(AppNavigator);
      return new UnsubscribeStore(context.get(UnsubscribeUseCase), (intent) => {
        navigator.perform(intent);
      });
    })
    .inTransientScope();
});
