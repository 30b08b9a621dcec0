import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modal } from '../../kernel/registry.ts';

async function withMessages(view: Promise<ComponentType<ModalProps>>) {
  const [loaded, { feedbackMessages }] = await Promise.all([view, import('./feedback.messages.ts')]);
  return { view: loaded, messages: feedbackMessages };
}

/** errorModal: opened by the app after an HTTP 500 (core's ServerErrorHandler) or by a deep link. */
const errorModal = modal('errorModal', () =>
  withMessages(import('./error-modal.tsx').then((view) => view.default)),
);

/**
 * new-version-modal: opened when the service worker has installed a new version while the page is
 * open, or when a script chunk of an older version can no longer load.
 */
const newVersionModal = modal('new-version-modal', () =>
  withMessages(import('./new-version-modal.tsx').then((view) => view.default)),
);

/** promptModal: the install-app prompt, opened when the browser offers installation. */
const installAppModal = modal('promptModal', () =>
  withMessages(import('./install-app-modal.tsx').then((view) => view.default)),
);

export const modals = [errorModal, newVersionModal, installAppModal];
