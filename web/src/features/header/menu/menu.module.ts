import { ContainerModule } from 'inversify';
import { bindPlayerAccount } from '../../../kernel/account/player-account.bindings.ts';
import { messageLoader } from '../../../i18n/compiled-messages.ts';

/** The bottom bar's and the mega menu's texts. */
export const menuMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/** The menus: the player's account store (whether the messages tab is on). */
export const menuModule = new ContainerModule((options) => {
  bindPlayerAccount(options);
});
