import { useLazyFeature } from '../lazy-feature.ts';
import type { LobbyFeedsScopeProps } from './lobby-feeds-scope.tsx';
import { lobbyFeedsMessages } from './lobby-feeds.messages.ts';

/**
 * Starts the lobby's shared feeds (jackpots, live tables) for a page that hands them to its tiles
 * through LobbyFeedsContext itself: loads the feeds' chunk, then runs them until unmounted. A lazy
 * chunk of its own, so a page that needs no live table never downloads it.
 */
export default function LobbyFeedsScopeSlot({ onFeeds }: LobbyFeedsScopeProps) {
  return useLazyFeature(
    'lobby-feeds',
    () =>
      Promise.all([import('./lobby-feeds-scope.tsx'), import('./lobby-feeds.module.ts')]).then(
        ([view, feature]) => ({
          view: view.default,
          module: feature.lobbyFeedsModule,
          messages: lobbyFeedsMessages,
        }),
      ),
    { onFeeds },
  );
}
