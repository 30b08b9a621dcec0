import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modalEntry, type LoadedFeature } from '../../kernel/registry.ts';

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
export const bonusHistoryDetailsModal = modalEntry(
  'bonus-history-details',
  'bonuses',
  () => loadWith(import('./bonus-history-details-modal.tsx')),
  ['bonusAssetId'],
);

/** bonus-history-games-categories: where a bonus's wagering counts, `?…&bonusAssetId={id}`. */
export const bonusHistoryGamesCategoriesModal = modalEntry(
  'bonus-history-games-categories',
  'bonuses',
  () => loadWith(import('./bonus-history-games-categories-modal.tsx')),
  ['bonusAssetId'],
);
