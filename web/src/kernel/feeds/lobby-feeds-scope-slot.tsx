import { useLazyFeature } from '../lazy-feature.ts';
import type { LobbyFeedsScopeProps } from './lobby-feeds-scope.tsx';
import { loadLobbyFeeds } from './lobby-feeds-loader.ts';

/**
 * Starts the lobby's shared feeds (jackpots, live tables) for a page that hands them to its tiles
 * through LobbyFeedsContext itself: loads the feeds' chunk, then runs them until unmounted. A lazy
 * chunk of its own, so a page that needs no live table never downloads it.
 */
export default function LobbyFeedsScopeSlot({ onFeeds }: LobbyFeedsScopeProps) {
  return useLazyFeature(
    'lobby-feeds',
    loadLobbyFeeds(() => import('./lobby-feeds-scope.tsx')),
    { onFeeds },
  );
}
