import { messageLoader } from '../../i18n/compiled-messages.ts';

/** The texts of the lobby's feeds, a chunk per language loaded with the feeds. */
export const lobbyFeedsMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));
