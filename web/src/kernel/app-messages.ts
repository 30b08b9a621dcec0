import { messageLoader } from '../i18n/compiled-messages.ts';

/** The app's own texts (shell, boot, errors and notifications of the contract's catalogues, feedback). */
export const appMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
