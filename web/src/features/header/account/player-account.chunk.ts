import { messageLoader } from '../../../i18n/compiled-messages.ts';
import type { LoadedFeature } from '../../../kernel/registry.ts';
import PlayerAccount, { BonusesNavItem } from '../player-account.tsx';

/** The logged-in player's texts of the header (balance, deposit, profile, logout, bonuses). */
const messages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/** A logged-in player's part of the header with its texts: a chunk a visitor never downloads. */
export const playerAccount: LoadedFeature<{ readonly onLoggedOut: () => void }> = {
  view: PlayerAccount,
  messages,
};

/** The bonuses link of a logged-in player's navigation, with its count: in the same chunk. */
export const bonusesNavItem: LoadedFeature<object> = { view: BonusesNavItem, messages };
