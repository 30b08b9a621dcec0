import type { ComponentType } from 'react';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { modal, type SlotContributions } from '../../kernel/registry.ts';

/** A socket modal's view with the feature's module and texts (one store for all of them). */
async function withFeature(view: Promise<{ default: ComponentType<ModalProps> }>) {
  const [loaded, { playerProtectionModule, playerProtectionMessages }] = await Promise.all([
    view,
    import('./player-protection.module.ts'),
  ]);
  return { view: loaded.default, module: playerProtectionModule, messages: playerProtectionMessages };
}

/** reality-check-modal: the reality check's popup (or, from the URL, when the next one is due). */
const realityCheckModal = modal('reality-check-modal', () =>
  withFeature(import('./reality-check-modal.tsx')),
);

/** socket-gaming: responsible-gaming breaches, maximum bet, game restrictions, gameplay messages. */
const socketGamingModal = modal('socket-gaming', () => withFeature(import('./socket-gaming-modal.tsx')), [
  'notificationType',
]);

/** socketModal: a notification that only carries a message. */
const socketMessageModal = modal('socketModal', () => withFeature(import('./socket-message-modal.tsx')), [
  'notificationType',
]);

/** socket-limits-changed: RESPONSIBLE_GAMING_CHANGES_APPLY, Yes or No. */
const socketLimitsChangedModal = modal('socket-limits-changed', () =>
  withFeature(import('./socket-limits-changed-modal.tsx')),
);

/** socket-bonus-violation: BONUS_VIOLATION. */
const socketBonusViolationModal = modal('socket-bonus-violation', () =>
  withFeature(import('./socket-bonus-violation-modal.tsx')),
);

/** self-excluded-modal: error 39 on a game's prepare or the sportsbook's token call. */
const selfExcludedModal = modal('self-excluded-modal', () =>
  withFeature(import('./self-excluded-modal.tsx')),
);

export const modals = [
  realityCheckModal,
  socketGamingModal,
  socketMessageModal,
  socketLimitsChangedModal,
  socketBonusViolationModal,
  selfExcludedModal,
];

const withSession = async () => (await import('./player-protection.chunk.ts')).playerProtectionFeature;

/** The session clock, in the header and in profile-options: loaded with a session. */
export const slots: SlotContributions = { sessionClock: withSession };

/** The reality check and the socket notices start with every session (SessionProtection). */
export const sessionHooks = [{ load: withSession }];
