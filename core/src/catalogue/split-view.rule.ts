import type { LocationContext } from '../routing/location-context.rule.ts';
import type { LobbyPage } from './catalogue.ts';

/**
 * The lobbies the split-view picker looks its category up in (games-and-content.md §2, §9: initial
 * category SPLIT_VIEW_INITIAL_CATEGORY_ID), in order: the lobby of the location first (live-casino
 * paths the live casino, any other the casino), then the other one, since the category may be listed
 * under either (its pageToShowOn) and a lobby lists only games of its own type.
 */
export const splitViewLobbies = (context: LocationContext): readonly [LobbyPage, LobbyPage] =>
  context === 'LIVE_CASINO' ? ['LIVE_CASINO', 'CASINO'] : ['CASINO', 'LIVE_CASINO'];
