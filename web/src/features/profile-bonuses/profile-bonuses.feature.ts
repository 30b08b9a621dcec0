import { profileTab } from '../../kernel/registry.ts';
import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modal, type LoadedFeature } from '../../kernel/registry.ts';

/**
 * The bonuses tab of the profile (`?modal=profile&selectedTab=bonuses`, account-and-session.md §2): its
 * view, module and messages load together, when the tab is first shown.
 */
const bonusesTab = profileTab('bonuses', async () => {
  const [view, { profileBonusesModule, profileBonusesMessages }] = await Promise.all([
    import('./bonuses-tab.tsx'),
    import('./profile-bonuses.module.ts'),
  ]);
  return { view: view.default, module: profileBonusesModule, messages: profileBonusesMessages };
});

/** The view, module and messages of a bonus-history modal, loaded together when it first opens. */
const loadWith = async (
  view: Promise<{ readonly default: ComponentType<ModalProps> }>,
): Promise<LoadedFeature<ModalProps>> => {
  const [loaded, { profileBonusesModule, profileBonusesMessages }] = await Promise.all([
    view,
    import('./profile-bonuses.module.ts'),
  ]);
  return { view: loaded.default, module: profileBonusesModule, messages: profileBonusesMessages };
};

/** bonus-history-details: one bonus of the player, `?modal=bonus-history-details&bonusAssetId={id}`. */
const bonusHistoryDetailsModal = modal(
  'bonus-history-details',
  () => loadWith(import('./bonus-history-details-modal.tsx')),
  ['bonusAssetId'],
);

/** bonus-history-games-categories: where a bonus's wagering counts, `?…&bonusAssetId={id}`. */
const bonusHistoryGamesCategoriesModal = modal(
  'bonus-history-games-categories',
  () => loadWith(import('./bonus-history-games-categories-modal.tsx')),
  ['bonusAssetId'],
);

export const modals = [bonusHistoryDetailsModal, bonusHistoryGamesCategoriesModal];

export const profileTabs = [bonusesTab];
