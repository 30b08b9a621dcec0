import type { BonusStatus } from './bonus.ts';

/** What a player can do with a bonus asset from the bonuses tab. */
export const BONUS_ACTIONS = ['claim', 'remove', 'release'] as const;
export type BonusAction = (typeof BONUS_ACTIONS)[number];

const ACTIONS_BY_STATUS: Readonly<Record<BonusStatus, readonly BonusAction[]>> = {
  AVAILABLE: ['claim', 'remove'],
  ACTIVE: ['remove'],
  CLEARED: ['release'],
  RELEASED: [],
  EXPIRED: [],
  CANCELLED: [],
};

/**
 * The actions a bonus in `status` offers, in the order the tab shows them: an AVAILABLE bonus can be
 * claimed or removed, an ACTIVE one removed (its bonus money is forfeited), a CLEARED one released to
 * cash; the others are over and offer none (the server refuses any other action with errorCode 4).
 */
export const bonusActions = (status: BonusStatus): readonly BonusAction[] => ACTIONS_BY_STATUS[status];

/**
 * Whether an action must be confirmed before it is asked for: removing a bonus cannot be undone and,
 * for an ACTIVE one, forfeits its bonus money.
 */
export const needsConfirmation = (action: BonusAction): boolean => action === 'remove';
