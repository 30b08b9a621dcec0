import { modal } from '../../kernel/registry.ts';

const feature = () => import('./login.module.ts');

/** The login modal: its view, module and messages load together, when it first opens. */
const loginModal = modal(
  'login',
  async () => {
    const [view, { loginModule, loginMessages }] = await Promise.all([
      import('./login-modal.tsx'),
      feature(),
    ]);
    return { view: view.default, module: loginModule, messages: loginMessages };
  },
  // The game a visitor wanted to play: after the login, its real play (core's loginForGame).
  ['game'],
);

/**
 * The Smart-ID authentication modal: the same feature (and module) as the login modal, so it follows
 * the Smart-ID login the login modal started.
 */
const smartIdModal = modal(
  'smart-id-authentication',
  async () => {
    const [view, { loginModule, loginMessages }] = await Promise.all([
      import('./smart-id-modal.tsx'),
      feature(),
    ]);
    return { view: view.default, module: loginModule, messages: loginMessages };
  },
  ['verificationCode'],
);

export const modals = [loginModal, smartIdModal];
