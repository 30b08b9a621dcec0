import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { modal } from '../../kernel/registry.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';

/**
 * The registration wizard: its view, module and messages load together, when it first opens. It owns
 * `success` (set on the success screen), which closing the modal removes.
 */
// The catalogue's texts come along: the field errors core names and the register call's errors.
const messages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

const registerModal = modal(
  'register',
  async () => {
    const [view, feature] = await Promise.all([
      import('./register-modal.tsx'),
      import('./register.module.ts'),
    ]);
    return { view: view.default, module: feature.registerModule, messages };
  },
  ['success'],
);

/**
 * intermediate-register: the same wizard sent through the Instantor flow; offered (by the header's
 * Register button, and guarded by core's modal rules) only when the config enables Instantor.
 */
const intermediateRegisterModal = modal(
  'intermediate-register',
  async () => {
    const [view, feature] = await Promise.all([
      import('./register-modal.tsx'),
      import('./register.module.ts'),
    ]);
    return { view: view.InstantorRegisterModal, module: feature.registerModule, messages };
  },
  ['success'],
);

export const modals = [registerModal, intermediateRegisterModal];
