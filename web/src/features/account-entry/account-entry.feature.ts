import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modal } from '../../kernel/registry.ts';

/** A modal of the feature: its view with the feature's module and messages (one chunk, loaded once). */
async function withFeature(view: Promise<ComponentType<ModalProps>>) {
  const [loaded, { accountEntryModule, accountEntryMessages }] = await Promise.all([
    view,
    import('./account-entry.module.ts'),
  ]);
  return { view: loaded, module: accountEntryModule, messages: accountEntryMessages };
}

/** activate-account: opened by the e-mailed link (username, activationKey), or for the SMS code. */
const activateAccountModal = modal(
  'activate-account',
  () => withFeature(import('./activation-modal.tsx').then((view) => view.default)),
  ['username', 'activationKey'],
);

/** forgot-password and its SMS variant: the same view, told which by the modal name. */
const forgotPasswordModal = modal('forgot-password', () =>
  withFeature(import('./forgot-password-modal.tsx').then((view) => view.ForgotPasswordByEmail)),
);

const forgotPasswordSmsModal = modal('forgot-password-sms', () =>
  withFeature(import('./forgot-password-modal.tsx').then((view) => view.ForgotPasswordBySms)),
);

/** reset-password: opened by the e-mailed link (username, key). */
const resetPasswordModal = modal(
  'reset-password',
  () => withFeature(import('./reset-password-modal.tsx').then((view) => view.default)),
  ['username', 'key'],
);

/** tac: the terms-acceptance modal of a player who has not accepted the terms (no close button). */
const termsModal = modal('tac', () => withFeature(import('./terms-modal.tsx').then((view) => view.default)));

export const modals = [
  activateAccountModal,
  forgotPasswordModal,
  forgotPasswordSmsModal,
  resetPasswordModal,
  termsModal,
];
