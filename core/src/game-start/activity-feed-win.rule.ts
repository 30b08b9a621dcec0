import type { GeneralConfig } from '../config/config.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from '../session/user.ts';
import { loginForGame, playPage } from './game-links.rule.ts';
import { kycRestrictionApplies } from './real-play-access.rule.ts';

/**
 * A click on a win of the activity feed (games-and-content.md §2 Game play): real play of the game for
 * a logged-in player, the login modal for the game otherwise; nothing when the KYC restriction
 * applies (restrictGameplayKycNotVerified and a NOT_VERIFIED player).
 * @param user the logged-in player, or null for a visitor.
 * @param friendlyUrl the friendly URL of the game of the win.
 */
export function activityFeedWinClick(
  user: User | null,
  config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>,
  friendlyUrl: string,
): NavigationIntent {
  if (user === null) return loginForGame(friendlyUrl);
  if (kycRestrictionApplies(user, config)) return { kind: 'stay' };
  return playPage('real', friendlyUrl);
}
