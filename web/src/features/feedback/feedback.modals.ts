import { modalEntry } from '../../app/registry.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';

const messages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/** errorModal: opened by the app after an HTTP 500 (core's ServerErrorHandler) or by a deep link. */
export const errorModal = modalEntry('errorModal', 'feedback', async () => ({
  view: (await import('./error-modal.tsx')).default,
  messages,
}));

/** new-version-modal: opened when a script chunk of an older version can no longer load. */
export const newVersionModal = modalEntry('new-version-modal', 'feedback', async () => ({
  view: (await import('./new-version-modal.tsx')).default,
  messages,
}));
