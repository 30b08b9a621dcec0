import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The texts of a modal or tab whose feature has not landed yet: a chunk, loaded with one. */
export const unavailableMessages = messageLoader(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
