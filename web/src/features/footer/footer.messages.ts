import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The footer's texts, loaded with the footer (a chunk of its own, below the fold). */
export const footerMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
