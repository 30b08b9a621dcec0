import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The header's texts, loaded with start-up (the header is part of the first paint). */
export const headerMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
