import { messageLoader } from '../../i18n/compiled-messages.ts';
import { modalEntry } from '../../app/registry.ts';

/** The login modal: its view, module and messages load together, when it first opens. */
export const loginModal = modalEntry('login', 'login', async () => {
  const [view, feature] = await Promise.all([import('./login-modal.tsx'), import('./login.module.ts')]);
  return {
    view: view.default,
    module: feature.loginModule,
    messages: messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  };
});
