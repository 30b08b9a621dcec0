import type { AccountBadgeProps } from '../kernel/account/account-badge.types.ts';
import type { LoadedFeature } from '../kernel/registry.ts';
import type { SessionClockProps } from '../kernel/session-protection.ts';

/*
 * The web's features, part three: what a logged-in session loads beside the session itself. Listed
 * apart from shell/features.ts so that the first paint of a visitor carries none of it.
 */

/**
 * Player protection, a chunk loaded with a logged-in session: the reality check, the socket notices
 * and the session clock (its view, shown by SessionClockSlot).
 */
export const sessionProtectionFeature = (): Promise<LoadedFeature<SessionClockProps>> =>
  import('../features/player-protection/player-protection.feature.ts').then(
    ({ playerProtectionFeature }) => playerProtectionFeature,
  );

/** The account's count badges (active bonuses, unread messages), shown by AccountBadgeSlot. */
export const accountBadgesFeature = (): Promise<LoadedFeature<AccountBadgeProps>> =>
  import('../features/account-badges/account-badges.feature.ts').then(
    ({ accountBadgesFeature: feature }) => feature,
  );
