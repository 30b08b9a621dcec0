import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { bindAccountCounts } from '../../kernel/account/account-counts.bindings.ts';
import type { AccountBadgeProps } from '../../kernel/account/account-badge.types.ts';
import type { LoadedFeature } from '../../kernel/registry.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import AccountBadge from './account-badge.tsx';

/** The account's count badges: loaded with a logged-in session, never for a visitor. */
export const accountBadgesFeature: LoadedFeature<AccountBadgeProps> = {
  view: AccountBadge,
  module: new AccountFeatureModule((options) => {
    bindAccountCounts(options);
  }),
  messages: messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
};
