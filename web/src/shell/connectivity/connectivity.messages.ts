import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The connection notice's texts: loaded with it, while the page is online, so they are there offline. */
export const connectivityMessages = messageLoader(
  import.meta.glob('./messages/*.json', { import: 'default' }),
);
