import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The not-found page's texts (with its chunk, not in the entry's registry). */
export const notFoundMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
