import { catalogueMessages } from '../../app/catalogue/catalogue-message.tsx';
import { modalEntry } from '../../app/registry.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';

/**
 * The registration wizard: its view, module and messages load together, when it first opens. It owns
 * `success` (set on the success screen), which closing the modal removes.
 */
export const registerModal = modalEntry(
  'register',
  'register',
  async () => {
    const [view, feature] = await Promise.all([
      import('./register-modal.tsx'),
      import('./register.module.ts'),
    ]);
    return {
      view: view.default,
      module: feature.registerModule,
      // The catalogue's texts come along: the field errors core names and the register call's errors.
      messages: combineLoaders(
        messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
        catalogueMessages,
      ),
    };
  },
  ['success'],
);
