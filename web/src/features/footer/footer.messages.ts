import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The footer's texts, loaded with start-up (the footer is part of the first paint). */
export const footerMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
