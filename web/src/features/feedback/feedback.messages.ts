import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The feedback modals' texts (a chunk of its own, loaded with the first of them). */
export const feedbackMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
