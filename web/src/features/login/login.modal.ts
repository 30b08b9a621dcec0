import { catalogueMessages } from '../../app/catalogue/catalogue-message.tsx';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { modalEntry } from '../../app/registry.ts';

/** The login modal: its view, module and messages load together, when it first opens. */
export const loginModal = modalEntry('login', 'login', async () => {
  const [view, feature] = await Promise.all([import('./login-modal.tsx'), import('./login.module.ts')]);
  return {
    view: view.default,
    module: feature.loginModule,
    // The catalogue's texts come along: the modal shows why a session ended, or why a login failed.
    messages: combineLoaders(
      messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
      catalogueMessages,
    ),
  };
});
