import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modalEntry } from '../../kernel/registry.ts';

/** A socket modal's view with the feature's module and texts (one store for all of them). */
async function withFeature(view: Promise<{ default: ComponentType<ModalProps> }>) {
  const [loaded, { playerProtectionModule, playerProtectionMessages }] = await Promise.all([
    view,
    import('./player-protection.module.ts'),
  ]);
  return { view: loaded.default, module: playerProtectionModule, messages: playerProtectionMessages };
}

/** reality-check-modal: the reality check's popup (or, from the URL, when the next one is due). */
export const realityCheckModal = modalEntry('reality-check-modal', 'player-protection', () =>
  withFeature(import('./reality-check-modal.tsx')),
);

/** socket-gaming: responsible-gaming breaches, maximum bet, game restrictions, gameplay messages. */
export const socketGamingModal = modalEntry(
  'socket-gaming',
  'player-protection',
  () => withFeature(import('./socket-gaming-modal.tsx')),
  ['notificationType'],
);

/** socketModal: a notification that only carries a message. */
export const socketMessageModal = modalEntry(
  'socketModal',
  'player-protection',
  () => withFeature(import('./socket-message-modal.tsx')),
  ['notificationType'],
);

/** socket-limits-changed: RESPONSIBLE_GAMING_CHANGES_APPLY, Yes or No. */
export const socketLimitsChangedModal = modalEntry('socket-limits-changed', 'player-protection', () =>
  withFeature(import('./socket-limits-changed-modal.tsx')),
);

/** socket-bonus-violation: BONUS_VIOLATION. */
export const socketBonusViolationModal = modalEntry('socket-bonus-violation', 'player-protection', () =>
  withFeature(import('./socket-bonus-violation-modal.tsx')),
);

/** self-excluded-modal: error 39 on a game's prepare or the sportsbook's token call. */
export const selfExcludedModal = modalEntry('self-excluded-modal', 'player-protection', () =>
  withFeature(import('./self-excluded-modal.tsx')),
);
