import { ContainerModule } from 'inversify';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';

/** The profile's and profile-options' texts (tab names, the menu). */
export const profileMessages = customerMessageLoader(
  import.meta.glob('./customer-messages/*.json', { import: 'default' }),
);

/** The profile and its phone menu: the app's player account store (customer config, balance). */
export const profileModule = new ContainerModule((options) => {
  bindPlayerAccount(options);
});
